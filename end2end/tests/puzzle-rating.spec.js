// The player's puzzle rating (Glicko-2, per game): a solve raises it, a
// puzzle given up lowers it, and it stays on the device.
import { test, expect } from "@playwright/test";
import { openScreen, openMenu, typeAt } from "./helpers.js";

const rating = async (page) => Number(await page.getByTestId("puzzle-rating").textContent());

async function openPuzzle(page, seed) {
  await openMenu(page, "menu-puzzles");
  await page.getByTestId("puzzle-seed").fill(String(seed));
  await page.getByTestId("puzzle-level").selectOption("easy");
  await page.getByTestId("puzzle-start").click();
  await expect(page.getByTestId("puzzle-panel")).toContainText(`Puzzle ${seed}:`, { timeout: 30_000 });
}

test("a solve raises the puzzle rating, a puzzle given up lowers it, and a reload keeps it", async ({ page }) => {
  await openScreen(page, { size: { width: 390, height: 844 }, lang: "en", testId: "menu-puzzles" });
  await expect(page.getByTestId("puzzle-rating")).toHaveText("1500");
  // Puzzle 1 (easy): 2=2=2 down column H; ÷1 below it is the one answer.
  await openPuzzle(page, 1);
  await expect(page.getByTestId("puzzle-rating")).toHaveText("1500");
  await typeAt(page, "H9", ["/", "1", "Enter"], { down: true });
  await expect(page.locator('[data-testid^="puzzle-try-"]').last()).toContainText("The best play!");
  await expect.poll(() => rating(page)).toBeGreaterThan(1500);
  await expect(page.locator(".puzzle-rating-line")).toContainText(/\(\+\d+: solved; this puzzle is rated \d+\)/);
  const afterSolve = await rating(page);
  // Puzzle 2, given up: the answers shown before it is solved.
  await openPuzzle(page, 2);
  await expect(page.getByTestId("puzzle-rating")).toHaveText(String(afterSolve));
  await page.getByTestId("puzzle-show-answers").click();
  await expect.poll(() => rating(page)).toBeLessThan(afterSolve);
  // Why it moved, and a bounded step: a new player's first give-up once
  // took 418 points.
  await expect(page.locator(".puzzle-rating-line")).toContainText(/\(-\d+: not solved; this puzzle is rated \d+\)/);
  const afterFailure = await rating(page);
  expect(afterSolve - afterFailure).toBeLessThan(150);
  // The next puzzle is the next number (never one skipped), served at the
  // level nearest the rating (easy 1200, medium 1500, hard 1800) or the
  // next one toward it.
  const levels = [["easy", 1200], ["medium", 1500], ["hard", 1800]];
  const nearest = levels.reduce((a, b) => (Math.abs(b[1] - afterFailure) < Math.abs(a[1] - afterFailure) ? b : a));
  await page.getByTestId("puzzle-next").click();
  await expect(page.getByTestId("puzzle-panel")).toContainText("Puzzle 3: find the top-scoring play (", { timeout: 30_000 });
  const served = (await page.getByTestId("puzzle-panel").textContent()).match(/Puzzle 3: find the top-scoring play \((\w+)\)/)[1];
  const at = (name) => levels.findIndex(([level]) => level === name);
  expect(Math.abs(at(served) - at(nearest[0]))).toBeLessThanOrEqual(1);
  // Each puzzle is rated of its own.
  await expect(page.getByTestId("puzzle-own-rating")).toHaveText(/^This puzzle is rated \d{3,4}\.$/);
  await page.reload();
  await openMenu(page, "menu-puzzles");
  await expect(page.getByTestId("puzzle-rating")).toHaveText(String(afterFailure));
  await expect(page.locator(".puzzle-rating-line").first()).toContainText(`Last ratings: ${afterSolve} → ${afterFailure}`);
  await expect(page.getByTestId("puzzle-rating-crossword")).toHaveText("1500");
  // A new player's rating is marked as still settling.
  await expect(page.locator(".puzzle-rating-line abbr.provisional").first()).toHaveAttribute("title", /provisional/);
  await page.screenshot({ path: test.info().outputPath("puzzle-rating.png"), fullPage: true });
});
