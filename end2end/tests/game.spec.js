// A whole hotseat game with a fixed seed, placing tiles every way a player can.
// Seed 11 deals Ann (who starts) 8 15 3 ×/÷ ? 6 = 2 and Ben 5 = 7 1 +/- 1 2 0.
import { test, expect } from "@playwright/test";
import { startGame, rackTile, cell, drag, clickPlace, typeAt, pass } from "./helpers.js";

test("a scripted game: drag, click, keyboard, choice tile, blank, illegal play, exchange, passes, the end", async ({ page }, testInfo) => {
  await startGame(page, { seed: 11 });
  await expect(page.getByTestId("order-draw")).toContainText("Ann starts");
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move");

  // Turn 1, Ann: 6=2×3 across from F8 — 6 by drag, = by click, 2 by keyboard,
  // the ×/÷ tile by click with its face picked, 3 by keyboard.
  await drag(page, rackTile(page, "6"), cell(page, "F8"));
  await expect(cell(page, "F8")).toHaveClass(/tentative/);
  await clickPlace(page, "=", "G8");
  await typeAt(page, "H8", ["2"]);
  await clickPlace(page, "×/÷", "I8");
  await expect(page.getByTestId("picker")).toBeVisible();
  await page.getByTestId("pick-×").click();
  await typeAt(page, "J8", ["3"]);
  await expect(page.getByTestId("preview")).toHaveText("This play scores 8");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await expect(cell(page, "I8")).toContainText("×");
  await expect(cell(page, "I8")).not.toHaveClass(/tentative/);
  await expect(page.getByTestId("turn-1")).toContainText("8F 6=2×3");
  await expect(page.getByTestId("to-move")).toHaveText("Ben to move");

  // Turn 2, Ben: 1+1= down onto the 6 is refused with its reason.
  await typeAt(page, "F4", ["1", "+", "1", "="], { down: true });
  await expect(page.getByTestId("preview")).toContainText("not true: before the = on tile 4 it makes 2, after it 6.");
  await expect(page.getByTestId("play")).toBeDisabled();
  await expect(page.getByTestId("play")).toHaveAttribute("title", /not true/);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("notice")).toContainText("F4 1+1=6");
  await expect(page.getByTestId("score-1")).toHaveText("0");
  // Escape recalls every tentative tile; then 1+5= is right.
  await page.keyboard.press("Escape");
  await expect(cell(page, "F4")).not.toHaveClass(/tentative/);
  await typeAt(page, "F4", ["1", "+", "5", "="], { down: true });
  await expect(page.getByTestId("preview")).toHaveText("This play scores 11");
  await page.getByTestId("play").click();
  await expect(page.getByTestId("score-1")).toHaveText("11");

  // Turn 3, Ann: =? across after the 1 on F4, the blank standing for 1.
  await clickPlace(page, "=", "G4");
  await clickPlace(page, "?", "H4");
  await expect(page.getByTestId("picker")).toBeVisible();
  await page.getByTestId("pick-1").click();
  await expect(page.getByTestId("preview")).toHaveText("This play scores 2");
  await page.getByTestId("play").click();
  await expect(page.getByTestId("score-0")).toHaveText("10");
  await expect(cell(page, "H4").locator(".tile-face")).toHaveClass(/blank/);

  // Turn 4, Ben: exchanges his two = tiles.
  await page.getByTestId("exchange").click();
  await page.locator('.rack-tile[data-tile="="]').nth(0).click();
  await page.locator('.rack-tile[data-tile="="]').nth(1).click();
  await page.getByTestId("exchange").click();
  await expect(page.getByTestId("turn-4")).toContainText("exchange 2");
  await expect(page.getByTestId("bag-count")).toContainText("73");

  // Five passes make six scoreless turns: each side loses its rack's points.
  for (let i = 0; i < 5; i++) await pass(page);
  await expect(page.getByTestId("result")).toContainText("Ben wins");
  await expect(page.getByTestId("score-0")).toHaveText("-9");
  await expect(page.getByTestId("score-1")).toHaveText("1");
  await expect(page.getByTestId("sheet")).toContainText("tiles left on the rack");
  await expect(page.getByTestId("pass")).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath("game-over-desktop.png"), fullPage: true });
});

test("challenge mode: a wrong play comes off, a right one costs the challenger the turn", async ({ page }) => {
  await startGame(page, { seed: 11, challenge: true });
  // Ann plays 8=2×3, which challenge mode accepts unchecked.
  await typeAt(page, "F8", ["8", "=", "2", "*", "3", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await page.getByTestId("challenge").click();
  await expect(page.getByTestId("notice")).toContainText("the play comes off");
  await expect(page.getByTestId("score-0")).toHaveText("0");
  await expect(cell(page, "F8")).not.toHaveClass(/filled/);
  await expect(page.getByTestId("to-move")).toHaveText("Ben to move");
  // Ben plays 1+1=2, right; Ann's challenge fails and Ben moves again.
  await typeAt(page, "F8", ["1", "+", "1", "=", "2", "Enter"]);
  await expect(page.getByTestId("score-1")).toHaveText("7");
  await page.getByTestId("challenge").click();
  await expect(page.getByTestId("notice")).toContainText("the equation stands, turn lost");
  await expect(page.getByTestId("to-move")).toHaveText("Ben to move");
  await expect(page.getByTestId("challenge")).toBeDisabled();
});

test("hotseat privacy hides the rack until the next player takes the device", async ({ page }) => {
  await startGame(page, { seed: 11, privacy: true });
  await expect(page.getByTestId("handover")).toContainText("Pass the device to Ann");
  await expect(page.locator(".rack-tile")).toHaveCount(0);
  await expect(page.getByTestId("tracker")).toHaveCount(0);
  await page.getByTestId("reveal").click();
  await expect(page.locator(".rack-tile")).toHaveCount(8);
  await pass(page);
  await expect(page.getByTestId("handover")).toContainText("Pass the device to Ben");
  await expect(page.locator(".rack-tile")).toHaveCount(0);
});

test("a reload mid-game resumes the same position, clock included", async ({ page }) => {
  // Playwright's clock stands in for the page's: time passes when told to.
  await page.clock.install();
  await startGame(page, { seed: 11, clockMinutes: 22 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  // Ben starts a play and waits a moment on his clock.
  await typeAt(page, "F4", ["1"], { down: true });
  await page.clock.runFor(61_000);
  // The clock's face is repainted on its own beat: wait for it to show the
  // minute gone rather than read it at once (CI once read "21:00").
  const face = page.getByTestId("clock-1").locator(".side-time");
  await expect(face).toHaveText(/^20:5\d$/);
  const before = await face.textContent();
  await page.reload();
  await expect(page.getByTestId("game")).toBeVisible();
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await expect(cell(page, "I8")).toContainText("×");
  await expect(page.getByTestId("turn-1")).toContainText("8F 6=2×3");
  await expect(page.getByTestId("to-move")).toHaveText("Ben to move");
  await expect(page.locator(".rack-tile")).toHaveCount(8);
  const after = await page.getByTestId("clock-1").locator(".side-time").textContent();
  expect(after <= before, `${after} should not be more time left than ${before}`).toBe(true);
  expect(after).not.toBe("22:00");
});

test("overtime costs ten points per started minute", async ({ page }) => {
  // A clock of one minute, run past by Playwright's clock.
  await page.clock.install();
  await startGame(page, { seed: 11, clockMinutes: 1 });
  await page.clock.runFor(61_000);
  await expect(page.getByTestId("clock-0")).toHaveClass(/overtime/);
  await expect(page.getByTestId("penalty-0")).toHaveText("overtime −10");
  // Seven passes from the start end a game: the opening one is not counted.
  for (let i = 0; i < 7; i++) await pass(page);
  await expect(page.getByTestId("result")).toBeVisible();
  await expect(page.getByTestId("sheet")).toContainText("time penalty");
  await expect(page.getByTestId("end-adjustments")).toContainText(/Ann: time penalty \+\d:\d\d −10/);
  const penalties = await page.locator("[data-testid=sheet] tr", { hasText: "time penalty" }).count();
  expect(penalties).toBeGreaterThanOrEqual(1);
});
