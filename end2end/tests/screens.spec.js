// Screenshots of the main screens at the sizes classes use, and checks
// that each fits: a phone, a desktop, a projector at 1280×720.
import { test, expect } from "@playwright/test";
import { startGame, playFromRack, openMenu } from "./helpers.js";

async function midGame(page) {
  await startGame(page, { seed: 11, lang: "th", clockMinutes: 22 });
  const { score } = await playFromRack(page);
  await expect(page.getByTestId("score-0")).toHaveText(score);
}

async function fitsWidth(page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
}

test("desktop", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await midGame(page);
  await fitsWidth(page);
  await page.screenshot({ path: testInfo.outputPath("desktop.png"), fullPage: true });
  await openMenu(page, "menu-new");
  await page.screenshot({ path: testInfo.outputPath("desktop-new-game.png"), fullPage: true });
});

test("phone, 360 pixels wide", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await midGame(page);
  await fitsWidth(page);
  const board = await page.getByTestId("board").boundingBox();
  expect(board.width).toBeGreaterThan(300);
  await page.screenshot({ path: testInfo.outputPath("phone.png"), fullPage: true });
});

test("projector at 1280×720: the board and rack fit on the screen", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await midGame(page);
  await openMenu(page, "projector-toggle");
  await expect(page.locator("body")).toHaveClass(/projector/);
  await fitsWidth(page);
  for (const id of ["board", "rack", "play", "pass"]) {
    const box = await page.getByTestId(id).boundingBox();
    expect(box.y + box.height, `${id} is on the screen`).toBeLessThanOrEqual(720);
  }
  await page.screenshot({ path: testInfo.outputPath("projector.png") });
  await page.reload();
  await expect(page.locator("body")).toHaveClass(/projector/);
});
