// The seeds to the letter (issue 50), as a player and a director meet them:
// Crossword's How to play names Crossword's colours, tiles overdrawn at a
// real table are put right by the game's rule, and a late player's clock
// counts from the round's start.
import { test, expect } from "@playwright/test";
import { openScreen } from "./helpers.js";

const phone = { width: 390, height: 844 };

test("How to play names each game's own colours", async ({ page }) => {
  await openScreen(page, { size: phone, lang: "en", testId: "menu-howto" });
  await page.getByTestId("howto-crossword").click();
  const crossword = page.locator(".howto-section", { hasText: "Scoring" });
  await expect(crossword).toContainText("A new letter on a light blue square counts ×2, on a dark blue one ×3");
  await expect(crossword).toContainText("×2 for each pink square and ×3 for each red one");
  await page.getByTestId("howto-amath").click();
  await expect(page.locator(".howto-section", { hasText: "Scoring" })).toContainText("A new tile on orange counts ×2, on blue ×3");
});

test("tiles overdrawn at an A-Math table: the procedure, and its note on the sheet", async ({ page }) => {
  await openScreen(page, { size: phone, lang: "en", testId: "menu-table" });
  await page.getByTestId("table-name-0").fill("Ann");
  await page.getByTestId("table-name-1").fill("Ben");
  await page.getByTestId("table-start").click();
  await page.getByTestId("table-sheet").click();
  await page.getByTestId("table-score").fill("14");
  await page.getByTestId("table-enter").click();
  await page.getByTestId("table-overdrawn").locator("summary").click();
  await page.getByTestId("table-overdraw-side").selectOption("1");
  await page.getByTestId("table-overdraw-excess").fill("2");
  await expect(page.getByTestId("table-overdraw-do")).toHaveText("Ann takes 4 tiles from Ben's rack, face down, puts 2 of them back in the bag and returns the rest.");
  await page.getByTestId("table-overdraw-seen").uncheck();
  await expect(page.getByTestId("table-overdraw-do")).toContainText("Ann takes 3 tiles");
  await page.getByTestId("table-overdraw-note").click();
  await expect(page.getByTestId("table-notes")).toHaveText("After turn 1: Ben drew 2 too many; Ann took 3, 2 back to the bag.");
  await page.reload();
  await page.getByTestId("table-sheet").click();
  await page.getByTestId("table-overdrawn").locator("summary").click();
  await expect(page.getByTestId("table-notes")).toContainText("Ben drew 2 too many");
});

test("a player late for the round starts with the minutes missed used", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-12-04T10:00:00Z") });
  await openScreen(page, { size: phone, lang: "en", testId: "menu-table" });
  await page.getByTestId("table-name-0").fill("Ann");
  await page.getByTestId("table-name-1").fill("Ben");
  await page.getByTestId("table-late-side").selectOption("1");
  await page.getByTestId("table-late-minutes").fill("7");
  await page.getByTestId("table-start").click();
  await expect(page.getByTestId("table-clock-1")).toContainText("15:00");
  await expect(page.getByTestId("table-clock-0")).toContainText("22:00");
});

test("a recount at the end sets each turn's written points beside the rules' score", async ({ page }) => {
  await openScreen(page, { size: phone, lang: "en", testId: "menu-table" });
  await page.getByTestId("table-name-0").fill("Ann");
  await page.getByTestId("table-name-1").fill("Ben");
  await page.getByTestId("table-start").click();
  await page.getByTestId("table-sheet").click();
  await page.getByTestId("table-play").fill("8G 9×4=36");
  const scores = Number((await page.getByTestId("table-play-said").textContent()).match(/(\d+)/)[1]);
  await page.getByTestId("table-play").press("Enter");
  await page.getByTestId("table-score").fill("20");
  await page.getByTestId("table-enter").click();
  await page.getByTestId("table-end").click();
  await page.getByTestId("table-rack-1-5").click();
  await page.getByTestId("table-finish").click();
  await page.getByTestId("table-recount").locator("summary").click();
  await expect(page.getByTestId("table-recount-0")).toHaveText(`1Ann${scores}${scores}${scores}`);
  // A score typed alone has no tiles for the rules to count.
  await expect(page.getByTestId("table-recount-1")).toHaveText("2Ben20—20");
});
