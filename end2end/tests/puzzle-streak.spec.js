// The puzzle streak: puzzles rising in level until the first not solved at
// once; no clue, no rating moved, the best kept; a new streak after it ends.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openScreen, expectInView } from "./helpers.js";

test("a puzzle streak runs until the first puzzle not solved at once", async ({ page }) => {
  test.setTimeout(60_000);
  await openScreen(page, { size: { width: 390, height: 844 }, lang: "en", testId: "menu-puzzles" });
  await expect(page.getByTestId("streak-best-amath")).toHaveText("Best streak, A-Math (equations): 0");
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
  expect(violations, "axe on the puzzles screen").toEqual([]);
  await page.getByTestId("streak-start").click();
  const panel = page.getByTestId("puzzle-panel");
  await expect(panel.locator("h2")).toHaveText("Streak puzzle 1: find the top-scoring play (easy)", { timeout: 30_000 });
  await expect(page.getByTestId("streak-count")).toHaveText("Streak: 0 solved");
  // No clue in a streak, and no rating moved by it.
  await expect(page.getByTestId("puzzle-clue")).toBeDisabled();
  await expect(page.getByTestId("puzzle-rating")).toHaveCount(0);
  await expect(page.getByTestId("puzzle-own-rating")).toHaveText(/^This puzzle is rated \d{3,4}\.$/);
  // Given up: the streak is over, and the way on starts a new one.
  await page.getByTestId("puzzle-show-answers").click();
  await expect(page.getByTestId("streak-count")).toHaveText("Streak over: 0 solved (best 0).");
  await expect(page.getByTestId("puzzle-next")).toHaveText("Start a streak");
  await page.getByTestId("streak-count").scrollIntoViewIfNeeded();
  await expectInView(page, page.getByTestId("streak-count"), "the streak's end");
  await page.screenshot({ path: test.info().outputPath("streak-over-phone.png"), fullPage: true });
  await page.getByTestId("puzzle-next").click();
  await expect(page.getByTestId("streak-count")).toHaveText("Streak: 0 solved", { timeout: 30_000 });
  await expect(panel.locator("h2")).toHaveText("Streak puzzle 1: find the top-scoring play (easy)");
});
