// Puzzles on a phone: a numbered puzzle and today's, laid out at the table,
// answers checked by their rank among every answer, clues one at a time.
import { test, expect } from "@playwright/test";
import { openMenu } from "./helpers.js";
import AxeBuilder from "@axe-core/playwright";

async function noViolations(page, screen) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`), `axe on ${screen}`).toEqual([]);
}

async function inView(page, testId) {
  const box = await page.getByTestId(testId).first().boundingBox();
  const { width, height } = page.viewportSize();
  expect(box, `${testId} is shown`).not.toBeNull();
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
}

test("a numbered puzzle and today's are solved at the table, with clues and answers", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-puzzles");
  // Read once the screen's part is here, not its loading line.
  await expect(page.getByTestId("puzzle-seed")).toBeVisible();
  await noViolations(page, "the puzzles screen");
  await page.getByTestId("puzzle-seed").fill("3");
  await page.getByTestId("puzzle-level").selectOption("easy");
  await page.getByTestId("puzzle-start").click();

  await expect(page.getByTestId("puzzle-panel")).toContainText("Puzzle 3: find the top-scoring play (easy)", { timeout: 30_000 });
  await inView(page, "board");
  await expect(page.getByTestId("puzzle-clock")).toHaveText(/^Time 0:\d\d$/);
  // The puzzle's own time, not the sides' clocks (which would read 0:00).
  await expect(page.getByTestId("clock-0").locator(".side-time")).toHaveCount(0);
  await expect(page.getByTestId("to-move")).toHaveText("You to move");
  // A clue at a time.
  await page.getByTestId("puzzle-clue").click();
  await expect(page.getByTestId("puzzle-clues").locator("li")).toHaveCount(1);
  await expect(page.getByTestId("puzzle-clues")).toContainText(/It starts on [A-O]\d+\./);
  // A lesser answer is ranked, the best one is the best.
  await page.getByTestId("puzzle-show-answers").click();
  const answers = page.locator('[data-testid^="puzzle-answer-"]');
  const count = await answers.count();
  expect(count).toBeGreaterThan(0);
  const bestScore = (await answers.first().textContent()).match(/— (\d+)$/)[1];
  const last = answers.nth(count - 1);
  const lastScore = Number((await last.textContent()).match(/— (\d+)$/)[1]);
  await last.locator("button").click();
  await page.getByTestId("play").click();
  if (lastScore < Number(bestScore)) {
    await expect(page.getByTestId("puzzle-try-0")).toContainText(`${lastScore} points, ${Number(bestScore) - lastScore} short of the best`);
  }
  await page.getByTestId("recall").click();
  await answers.first().locator("button").click();
  await page.getByTestId("play").click();
  await expect(page.locator('[data-testid^="puzzle-try-"]').last()).toHaveText(`The best play! ${bestScore} points.`);
  await noViolations(page, "a puzzle at the table");
  // The puzzle's position stays: checking plays nothing.
  await expect(page.locator('[data-testid^="cell-"].tentative').first()).toBeVisible();

  // A drill: a first rack, every different equation of all its tiles.
  await openMenu(page, "menu-puzzles");
  await page.getByTestId("puzzle-kind").selectOption("drill");
  await page.getByTestId("puzzle-level").selectOption("hard");
  await page.getByTestId("puzzle-timed").check();
  await page.getByTestId("puzzle-start").click();
  await expect(page.getByTestId("puzzle-panel")).toContainText(/(\d+) different equations or words use every tile/, { timeout: 30_000 });
  const solutions = Number((await page.getByTestId("puzzle-panel").textContent()).match(/(\d+) different equations/)[1]);
  await page.getByTestId("puzzle-show-answers").click();
  await expect(page.locator('[data-testid^="puzzle-solution-"]')).toHaveCount(solutions);
  await expect(page.getByTestId("puzzle-solution-0")).toContainText("=");
  await expect(page.getByTestId("puzzle-clock")).toHaveText(/^Time left [12]:\d\d$/);
  // Laying the last solution out and checking it solves the drill.
  await page.getByTestId(`puzzle-solution-${solutions - 1}`).locator("button").click();
  await page.getByTestId("play").click();
  await expect(page.getByTestId("puzzle-try-0")).toContainText(/^Solved! \d+ points\.$/);
  await openMenu(page, "menu-puzzles");
  await expect(page.getByTestId("drill-progress")).toHaveText("Drills solved on this device: 1 of 1");

  // Today's puzzle: its number is the day, and solving it starts a streak.
  const day = await page.evaluate(() => Math.floor(Date.now() / 86_400_000) - 20_454);
  await page.getByTestId("puzzle-timed").uncheck();
  await expect(page.getByTestId("puzzle-daily")).toHaveText(`Today's puzzle (No. ${day})`);
  await expect(page.getByTestId("puzzle-streak")).toHaveText("Daily puzzles solved in a row: 0");
  await page.getByTestId("puzzle-daily").click();
  await expect(page.getByTestId("puzzle-panel")).toContainText(`Puzzle ${day}: find the top-scoring play (medium)`, { timeout: 30_000 });
  await page.getByTestId("puzzle-show-answers").click();
  await page.getByTestId("puzzle-answer-0").locator("button").click();
  await page.getByTestId("play").click();
  await expect(page.getByTestId("puzzle-try-0")).toContainText("The best play!");
  await openMenu(page, "menu-puzzles");
  await expect(page.getByTestId("puzzle-streak")).toHaveText("Daily puzzles solved in a row: 1");
  await expect(page.getByTestId("puzzle-history")).toHaveText(`Daily puzzles solved: ${day}`);
});
