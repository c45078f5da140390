// More of what new users met: the laptop's score sheet over a long game,
// a projected game between two people, file errors in plain words, and the
// squares' legend on a phone.
import { test, expect } from "@playwright/test";
import { startGame, openMenu, expectInView } from "./helpers.js";

test("the laptop's score sheet follows the game: the last play and the tracker stay in view", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 657 });
  await startGame(page, { seed: 11 });
  for (let turn = 1; turn <= 10; turn++) {
    await page.getByTestId("hint").click();
    await page.getByTestId("hint-0").click();
    await page.getByTestId("play").click();
    await expect(page.getByTestId(`turn-${turn}`)).toBeAttached();
  }
  await expect(page.locator(".sheet tr.last-play")).toBeInViewport();
  await expectInView(page, page.locator(".sheet tr.last-play"), "the last play's line");
  await expectInView(page, page.getByTestId("turn-10"), "the newest turn");
  await expectInView(page, page.getByTestId("tracker").locator("h3"), "the tracker");
});

test("a projected game between two people shows the racks, and a chosen hand-over bar fits", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("./");
  await page.evaluate(() => {
    localStorage.setItem("krada.projector", "on");
    localStorage.setItem("krada.lang", "en");
  });
  await page.reload();
  await openMenu(page, "menu-new");
  await page.getByTestId("more-options").locator("summary").click();
  // Everyone sees the wall: the racks are not hidden between turns by default.
  await expect(page.getByTestId("privacy")).not.toBeChecked();
  await page.getByTestId("privacy").check();
  await page.getByTestId("start").click();
  await expect(page.getByTestId("handover")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1080);
});

test("a file that is no record, and a word list that is no text, are named so in plain words", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-saved");
  const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
  await page.getByTestId("load-record").setInputFiles({ name: "photos.zip", mimeType: "application/zip", buffer: zip });
  await expect(page.getByTestId("notice")).toContainText("This file is not a Krada game record.");
  await expect(page.getByTestId("notice")).not.toContainText("expected value");
  await openMenu(page, "menu-new");
  await page.getByTestId("game-crossword").check();
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  await page.getByTestId("words-upload").setInputFiles({ name: "list.png", mimeType: "image/png", buffer: png });
  await expect(page.getByTestId("notice")).toContainText("This file is not a word list");
  await expect(page.getByTestId("notice")).not.toContainText("PNG");
});

test("on a phone the squares' legend is in the score sheet's drawer", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, { seed: 11 });
  await expect(page.getByTestId("legend")).toBeHidden();
  await page.getByTestId("sheet-toggle").click();
  await expect(page.getByTestId("sheet-legend")).toBeVisible();
  await expect(page.getByTestId("sheet-legend")).toContainText("equation ×3");
});
