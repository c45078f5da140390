// Starting a game: one tap against the computer, the full form folded away,
// hints as the game's setting, and a record of a game against the computer
// loaded back as one.
import { test, expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { startGame, openMoreOptions, loadRecordAfresh, openMenu } from "./helpers.js";

test("one tap plays the computer; the form is folded under More options and remembered", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-new");
  await expect(page.getByTestId("quick-computer")).toBeInViewport();
  // A first visit has no last settings to speak of (issue 49).
  await expect(page.getByTestId("quick-what")).toHaveText("A-Math (equations), Computer, medium");
  await expect(page.getByTestId("seed")).toBeHidden();
  await page.getByTestId("quick-computer").click();
  await expect(page.getByTestId("game")).toBeVisible();
  await expect(page.getByTestId("clock-1")).toContainText("Krada (computer)");
  await expect(page.getByTestId("hint")).toBeVisible();

  // A Crossword game against the hard level, started from the full form…
  await openMenu(page, "menu-new");
  await openMoreOptions(page);
  await page.getByTestId("game-crossword").check();
  await page.getByTestId("opponent-hard").check();
  await page.getByTestId("side-0-name").fill("Nok");
  // …is what the next one tap plays.
  await page.getByTestId("start").click();
  await expect(page.getByTestId("game")).toBeVisible();
  await page.reload();
  await openMenu(page, "menu-new");
  await expect(page.getByTestId("quick-what")).toHaveText("Crossword (English words), Computer, hard, with the last settings");
});

test("the names nobody typed follow the language the page speaks; a typed one stays", async ({ page }) => {
  await page.goto("./");
  await openMenu(page, "menu-new");
  await page.getByTestId("quick-computer").click();
  await expect(page.getByTestId("clock-0")).toContainText("ผู้เล่น");
  await expect(page.getByTestId("clock-1")).toContainText("กระดาน (คอมพิวเตอร์)");
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("clock-0")).toContainText("Player");
  await expect(page.getByTestId("clock-1")).toContainText("Krada (computer)");
  // Reopened later in the other language, it speaks that one.
  await page.evaluate(() => localStorage.setItem("krada.lang", "th"));
  await page.reload();
  await expect(page.getByTestId("clock-1")).toContainText("กระดาน (คอมพิวเตอร์)");

  // The form remembers the computer as the opponent; the person is named.
  await startGame(page, { seed: 3, names: ["Nok", ""], lang: "th" });
  await expect(page.getByTestId("clock-1")).toContainText("กระดาน (คอมพิวเตอร์)");
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("clock-0")).toContainText("Nok");
  await expect(page.getByTestId("clock-1")).toContainText("Krada (computer)");
});

test("hints are a setting of the game: off between two people and in challenge mode unless chosen", async ({ page }) => {
  await startGame(page, { seed: 11, hints: false });
  await expect(page.getByTestId("play")).toBeVisible();
  await expect(page.getByTestId("hint")).toHaveCount(0);
  await openMenu(page, "menu-new");
  await openMoreOptions(page);
  await page.getByTestId("opponent-hotseat").check();
  await expect(page.getByTestId("hints")).not.toBeChecked();
  await page.getByTestId("opponent-easy").check();
  await expect(page.getByTestId("hints")).toBeChecked();
  await page.getByTestId("check-challenge").check();
  await expect(page.getByTestId("hints")).not.toBeChecked();
  await page.getByTestId("hints").check();
  await page.getByTestId("start").click();
  await expect(page.getByTestId("hint")).toBeVisible();
});

test("a record of a game against the computer loads back with the computer still playing", async ({ page }, testInfo) => {
  await startGame(page, { seed: 11, opponent: "hard" });
  // Ann passes; the computer answers.
  await page.getByTestId("pass").click();
  await page.getByTestId("pass-yes").click();
  await expect(page.getByTestId("turn-2")).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-record").click()]);
  const file = testInfo.outputPath("record.json");
  await download.saveAs(file);
  const record = JSON.parse(await readFile(file, "utf8"));
  expect(record.config.sides[1].computer).toBe("hard");

  await loadRecordAfresh(page, file);
  // Ann's rack is shown, never the computer's, and no hand-over screen.
  await expect(page.getByTestId("handover")).toHaveCount(0);
  await expect(page.getByTestId("to-move")).toContainText("Ann");
  await page.getByTestId("pass").click();
  await page.getByTestId("pass-yes").click();
  // The computer plays its turn by itself.
  await expect(page.getByTestId("turn-4")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("to-move")).toContainText("Ann");
});

test("how to play: each game's rules in short sections with pictures, in Thai and English", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("./");
  await openMenu(page, "menu-howto");
  await expect(page.getByTestId("howto")).toContainText("วิธีเล่น");
  await expect(page.locator(".howto-section:not(.howto-keys)")).toHaveCount(6);
  // The keys for playing without seeing the board, in the page's language.
  await expect(page.getByTestId("howto-keys")).toContainText("Alt+R");
  await expect(page.getByTestId("howto-keys")).toContainText("8G 9×4=36");
  await expect(page.locator(".howto-strip").first()).toBeVisible();
  await expect(page.getByTestId("howto")).toContainText("40");
  await page.getByTestId("howto-crossword").click();
  await expect(page.getByTestId("howto")).toContainText("50");
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("howto")).toContainText("How to play");
  await expect(page.getByTestId("howto")).toContainText("CAT on the star");
  await expect(page.getByTestId("howto-keys")).toContainText("Alt+R reads the row");
  await expect(page.getByTestId("howto-keys")).toContainText("H8 QUIXOTIC");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("howto-phone.png"), fullPage: true });
});
