// A finished A-Math game reviewed move by move on a phone: the board steps
// with the moves, and each move is ranked among every legal play.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { startGame, typeAt, pass, openMenu, loadRecordAfresh } from "./helpers.js";

async function expectInView(page, testId) {
  const box = await page.getByTestId(testId).first().boundingBox();
  const { width, height } = page.viewportSize();
  expect(box, `${testId} is shown`).not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(height + 0.5);
}

test("a finished game is reviewed move by move with each move's rank", async ({ page }, testInfo) => {
  // The whole game's review may take its minute (below), not the default 30 s.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Seed 11 deals Ann 8 15 3 ×/÷ ? 6 = 2: she plays 6=2×3, then six passes end it.
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  for (let i = 0; i < 6; i++) await pass(page);
  await expect(page.getByTestId("result")).toBeVisible();
  await page.getByTestId("review-game").click();

  await expect(page.getByTestId("replay")).toBeVisible();
  await expect(page.getByTestId("replay-step")).toHaveText("Before the first move");
  await page.getByTestId("replay-analyse").click();
  await expect(page.getByTestId("replay-played")).toContainText("Ann: 8F 6=2×3");
  // 6=2×3 is one of many plays for that rack: its rank and what it left.
  await expect(page.getByTestId("replay-verdict")).toContainText(/rank \d+ of [\d,]+; \d+ points and [\d.]+ equity left/, { timeout: 20_000 });
  const verdict = await page.getByTestId("replay-verdict").textContent();
  expect(Number(verdict.match(/rank (\d+)/)[1])).toBeGreaterThan(1);
  // The best play is shown whole, as an equation with its score.
  await expect(page.getByTestId("analysis-0")).toContainText(/^([0-9]+[A-O]|[A-O][0-9]+) [^ ]*=[^ ]* — \d+/);
  await expect(page.getByTestId("analysis-0")).toContainText(/— \d+, [+-]\d+\.\d for the tiles kept(, -\d+\.\d for the premium squares it opens to the opponent)? = \d+\.\d/);
  await expectInView(page, "replay-analyse");
  await page.screenshot({ path: testInfo.outputPath("review-phone.png") });

  // Step on: the play is on the board, marked, and the totals follow.
  await page.getByTestId("replay-next").click();
  await expect(page.getByTestId("replay-cell-I8")).toContainText("×");
  await expect(page.locator("[data-last-score]")).toHaveAttribute("data-last-score", "+8");
  await expect(page.getByTestId("replay-scores")).toHaveText("Ann 8 – 0 Ben");
  // A pass is reviewed too: passing left points on the table.
  await page.getByTestId("replay-analyse").click();
  await expect(page.getByTestId("replay-played")).toContainText("Ben: pass");
  await expect(page.getByTestId("replay-verdict")).toContainText(/rank \d+ of/, { timeout: 20_000 });
  // A best play laid out on the board, as tentative tiles, until the step changes.
  await page.getByTestId("analysis-0").locator("button").click();
  await expect(page.locator('[data-testid^="replay-cell-"].tentative').first()).toBeVisible();

  // Every move reviewed in the worker, with progress, then a summary a side.
  await page.getByTestId("review-all").click();
  await expect(page.getByTestId("review-progress")).toHaveText(/^Reviewed (\d+) of \1 moves$/, { timeout: 60_000 });
  await expect(page.getByTestId("review-summary-0")).toContainText(/^Ann: 4 moves, \d+ points and [\d.]+ equity left/);
  await expect(page.getByTestId("review-summary-1")).toContainText(/^Ben: 3 moves/);
  await expect(page.getByTestId("replay-move-1")).toContainText(/· #\d+/);
  await expect(page.getByTestId("replay-move-1")).toContainText(/8F 6=2×3/);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`), "axe on the review").toEqual([]);
  await page.getByTestId("review-summary-0").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("review-summary-phone.png") });

  // The review downloads as text: a block a move, a line a player.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("review-download").click()]);
  expect(download.suggestedFilename()).toMatch(/^krada-[0-9a-f]+-review\.txt$/);
  const report = await readFile(await download.path(), "utf8");
  expect(report).toMatch(/^1\. Ann — rack .* — played 8F 6=2~×3 \(8\); rank \d+ of/);
  expect(report).toMatch(/\nBen: 3 moves, /);
  await expect(page.getByTestId("review-print")).toBeVisible();

  // The keys step through the game; the slider follows.
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByTestId("replay-step")).toHaveText("Before the first move");
  await expect(page.locator('[data-testid^="replay-cell-"].tentative')).toHaveCount(0);
  await page.keyboard.press("End");
  await expect(page.getByTestId("replay-step")).toHaveText(/^Move (\d+) of \1$/);
  await expect(page.getByTestId("replay-slider")).toHaveValue(/^\d+$/);
  await expect(page.getByTestId("replay-analyse")).toBeDisabled();
  await page.getByTestId("replay-close").click();
  await expect(page.getByTestId("result")).toBeVisible();

  // Opened again (after a reload too), the review is not made twice.
  await page.reload();
  await page.getByTestId("review-game").click();
  await expect(page.getByTestId("review-progress")).toHaveText(/^Reviewed (\d+) of \1 moves$/);
  await expect(page.getByTestId("review-all")).toBeDisabled();

  // A finished game in the saved games opens in the review too, back to the list.
  await page.getByTestId("replay-close").click();
  await openMenu(page, "menu-saved");
  await page.getByTestId("review").first().click();
  await expect(page.getByTestId("review-progress")).toHaveText(/^Reviewed (\d+) of \1 moves$/);
  await page.getByTestId("replay-close").click();
  await expect(page.getByTestId("saved-games")).toBeVisible();
});

test("a move made with one tile in the bag is reviewed by the draws it wins", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Ann against the hard level at A-Math, at its bag of one (seed 18): she
  // plays the best hint, then passes until the game ends.
  const fixture = new URL("./fixtures/amath-bag-of-one.json", import.meta.url).pathname;
  const turnsBefore = JSON.parse(await readFile(fixture, "utf8")).turns.length;
  await page.goto("./");
  await loadRecordAfresh(page, fixture);
  await page.getByTestId("hint").click();
  await page.getByTestId("hint-0").click({ timeout: 30_000 });
  await page.getByTestId("play").click();
  const result = page.getByTestId("result");
  for (let i = 0; i < 12; i++) {
    await expect(page.getByTestId("to-move").filter({ hasText: "Ann" }).or(result)).toBeVisible({ timeout: 30_000 });
    if (await result.isVisible()) break;
    await pass(page);
  }
  await page.getByTestId("review-game").click();
  await expect(page.getByTestId("replay-step")).toHaveText("Before the first move");
  for (let i = 0; i < turnsBefore; i++) await page.getByTestId("replay-next").click();
  await page.getByTestId("replay-analyse").click();
  await expect(page.getByTestId("replay-played")).toContainText("Ann: ");
  // The verdict and each best play say the draws they win, of the nine
  // tiles the computer might have drawn.
  await expect(page.getByTestId("replay-verdict")).toContainText(/rank \d+ of [\d,]+; .+; wins on \d+½? of 9 draws/, { timeout: 30_000 });
  await expect(page.getByTestId("analysis-0")).toContainText(/= -?\d+\.\d; wins on \d+½? of 9 draws$/);
  await expect(page.getByTestId("replay-verdict")).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath("review-bag-of-one-phone.png") });
});
