// The game screen's controls: pause both clocks, resign, take back a move in a
// friendly game when the other side agrees, and in challenge mode the
// 20-second decision window with "Hold" (seed 002).
import { test, expect } from "@playwright/test";
import { startGame, playFromRack } from "./helpers.js";

const time = (page, side) => page.getByTestId(`clock-${side}`).locator(".side-time");

test("a pause stops both clocks until the game resumes, through a reload", async ({ page }) => {
  await page.clock.install();
  await startGame(page, { seed: 11, clockMinutes: 22 });
  await page.clock.runFor(5_000);
  await page.getByTestId("pause").click();
  await expect(page.getByTestId("paused")).toBeVisible();
  const stopped = await time(page, 0).textContent();
  await page.clock.runFor(60_000);
  await expect(time(page, 0)).toHaveText(stopped);
  await page.reload();
  await expect(page.getByTestId("paused")).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(time(page, 0)).toHaveText(stopped);
  await page.getByTestId("pause").click();
  await expect(page.getByTestId("paused")).toBeHidden();
  await page.clock.runFor(10_000);
  await expect(time(page, 0)).not.toHaveText(stopped);
});

test("resigning asks first, then ends the game with the other side the winner", async ({ page }) => {
  await startGame(page, { seed: 11 });
  await playFromRack(page);
  // Ben, behind, resigns.
  await page.getByTestId("resign").click();
  await expect(page.getByTestId("game-confirm")).toContainText("Ben resigns");
  await page.getByTestId("game-no").click();
  await expect(page.getByTestId("result")).toHaveCount(0);
  await page.getByTestId("resign").click();
  await page.getByTestId("game-yes").dblclick();
  await expect(page.getByTestId("result")).toContainText("Ann wins");
  await expect(page.getByTestId("result")).toContainText("Ben resigned");
  await expect(page.getByTestId("turn-2")).toContainText("Resigned");
});

test("a friendly game takes back the last move when the other side agrees", async ({ page }) => {
  await startGame(page, { seed: 11 });
  const before = await page.locator(".rack-tile").evaluateAll((t) => t.map((x) => x.dataset.tile).sort());
  await playFromRack(page);
  await expect(page.locator("[data-testid^=cell-].filled")).not.toHaveCount(0);
  await page.getByTestId("undo").click();
  await expect(page.getByTestId("game-confirm")).toContainText("Ben, do you agree");
  await page.getByTestId("game-yes").click();
  await expect(page.getByTestId("turn-1")).toHaveCount(0);
  await expect(page.locator("[data-testid^=cell-].filled")).toHaveCount(0);
  const after = await page.locator(".rack-tile").evaluateAll((t) => t.map((x) => x.dataset.tile).sort());
  expect(after).toEqual(before);
  // Not in a timed game.
  await startGame(page, { seed: 11, clockMinutes: 22 });
  await playFromRack(page);
  await expect(page.getByTestId("undo")).toHaveCount(0);
});

test("in challenge mode the decision window runs 20 seconds, a minute more after Hold", async ({ page }) => {
  await page.clock.install();
  await startGame(page, { seed: 11, challenge: true });
  await playFromRack(page);
  await expect(page.getByTestId("challenge-window")).toContainText(/0:(20|19)/);
  await page.getByTestId("hold").click();
  await expect(page.getByTestId("challenge-window")).toContainText(/1:(20|19)/);
  await expect(page.getByTestId("hold")).toHaveCount(0);
  await page.clock.runFor(85_000);
  await expect(page.getByTestId("challenge-window")).toContainText("0:00");
  await expect(page.getByTestId("challenge")).toBeDisabled();
  await expect(page.getByTestId("challenge")).toHaveAttribute("title", "The time to challenge has passed: the play stands.");
});

test("seconds added a move: each move a side completes adds them to its clock", async ({ page }) => {
  await page.clock.install();
  await startGame(page, { seed: 11, clockMinutes: 1, clockIncrement: 30 });
  // The page's time stands still but for what the test runs.
  await page.clock.pauseAt(new Date(Date.now() + 2_000));
  await page.clock.runFor(10_000);
  const seconds = async (side) => {
    const [m, s] = (await time(page, side).textContent()).split(":").map(Number);
    return m * 60 + s;
  };
  const before = await seconds(0);
  expect(before).toBeLessThanOrEqual(50);
  await page.getByTestId("pass").click();
  await page.getByTestId("pass-yes").click();
  await expect(page.getByTestId("turn-1")).toBeVisible();
  expect(await seconds(0)).toBe(before + 30);
  await expect(time(page, 1)).toHaveText("1:00");
});
