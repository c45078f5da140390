// Learn from your mistakes: a reviewed game's big misses come back as
// exercises — the position before the move, "find a better play" — tried
// until solved, listed with the game's review and on the puzzles screen.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { startGame, typeAt, pass, openMenu, expectInView } from "./helpers.js";

test("a reviewed game's big misses become exercises, tried until solved", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Seed 11: Ann plays 6=2×3, then six passes end it — passes that left plays on the table.
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  for (let i = 0; i < 6; i++) await pass(page);
  await page.getByTestId("review-game").click();
  await page.getByTestId("review-all").click();
  await expect(page.getByTestId("review-progress")).toHaveText(/^Reviewed (\d+) of \1 moves$/, { timeout: 60_000 });
  const list = page.getByTestId("review-exercises");
  await expect(list).toContainText("Learn from your mistakes");
  // Ann's 6=2×3 and each pass left much on the table.
  await expect(page.getByTestId("exercise-1")).toContainText(/^Move 1: 8F 6=2~×3 \(lost \d+\)/);
  await expect(page.getByTestId("exercise-2")).toContainText(/^Move 2: pass \(lost \d+\)/);
  await page.getByTestId("exercise-2").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("review-exercises-phone.png") });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`), "axe on the review's exercises").toEqual([]);

  // The progress screen shows what the person's moves left, a move.
  await openMenu(page, "menu-progress");
  await expect(page.getByTestId("progress-equity")).toHaveText(/^\d+\.\d$/);
  await expect(page.getByTestId("progress-equity-chart")).toBeVisible();
  await openMenu(page, "menu-saved");
  await page.getByTestId("review").first().click();
  await expect(page.getByTestId("review-exercises")).toBeVisible();

  await page.getByTestId("exercise-try-1").click();
  const panel = page.getByTestId("puzzle-panel");
  await expect(panel.locator("h2")).toHaveText("Your move 1: find a better play");
  await expect(panel).toContainText(/Played: 8F 6=2~×3\. A play worth at least \d+ more solves it; [\d,]+ do\./);
  await expect(page.getByTestId("puzzle-rating")).toHaveCount(0);
  // The move played again does not solve it: tried again.
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  await expect(page.getByTestId("puzzle-try-0")).toHaveText("Not better enough (or not a legal play): try again.");
  // One of the plays good enough solves it.
  await page.getByTestId("recall").click();
  await page.getByTestId("puzzle-show-answers").click();
  const answers = page.locator('[data-testid^="puzzle-answer-"]');
  await answers.last().locator("button").click();
  await page.getByTestId("play").click();
  await expect(page.getByTestId("puzzle-try-1")).toHaveText(/^A better play: \d+ points\. Solved!$/);
  // The verdict shows where the player is looking, with the way on.
  const verdict = page.getByTestId("puzzle-verdict");
  await expect(verdict).toContainText("Solved!");
  // Brought into view on the next frame after the try.
  await expect(verdict).toBeInViewport({ ratio: 1 });
  await expectInView(page, verdict, "the verdict");
  await expect(page.getByTestId("puzzle-verdict-next")).toHaveText("Next mistake");
  await page.screenshot({ path: testInfo.outputPath("exercise-phone.png") });

  // The puzzles screen counts the ones left and opens the next.
  await openMenu(page, "menu-puzzles");
  const left = page.getByTestId("mistakes-left");
  await expect(left).toHaveText(/^\d+ mistakes from your reviewed games to find again\.$/);
  const count = Number((await left.textContent()).match(/^(\d+)/)[1]);
  await page.getByTestId("exercise-next").click();
  await expect(panel.locator("h2")).toHaveText(/^Your move \d+: find a better play$/);
  await expect(panel.locator("h2")).toHaveText("Your move 2: find a better play");
  // Back in the review (after a reload), move 1 is marked solved and the rest wait.
  await page.reload();
  await openMenu(page, "menu-saved");
  await page.getByTestId("review").first().click();
  await expect(page.getByTestId("exercise-1")).toContainText("solved");
  await expect(page.getByTestId("exercise-2")).not.toContainText("solved");
  await expect(page.locator('[data-testid^="exercise-try-"]')).toHaveCount(count + 1);
});
