// Saved games: several kept, resumed, deleted; a broken save is reported
// and kept; a record file downloads and loads back.
import { test, expect } from "@playwright/test";
import { startGame, typeAt, rackTile, drag, pass, loadRecordAfresh, playFromRack, openMenu } from "./helpers.js";
import { readFile, writeFile } from "node:fs/promises";

test("several games are saved, listed, resumed and deleted", async ({ page }) => {
  await startGame(page, { seed: 11, names: ["Ann", "Ben"] });
  const { score, move } = await playFromRack(page);
  await expect(page.getByTestId("score-0")).toHaveText(score);
  await startGame(page, { seed: 12, names: ["Cat", "Dan"] });
  await openMenu(page, "menu-saved");
  const entries = page.locator(".saved-list li");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText("Cat 0 – 0 Dan");
  await expect(entries.nth(1)).toContainText(`Ann ${score} – 0 Ben, 1 turns, in progress`);
  await entries.nth(1).getByTestId("resume").click();
  await expect(page.getByTestId("turn-1")).toContainText(move);
  await openMenu(page, "menu-saved");
  // Resuming made Ann's game the most recent.
  await expect(entries.nth(0)).toContainText("Ann");
  page.once("dialog", (dialog) => dialog.accept());
  await entries.filter({ hasText: "Cat" }).getByTestId("delete").click();
  await expect(entries).toHaveCount(1);
  await expect(entries.nth(0)).toContainText("Ann");
});

test("a save that cannot be read is reported with its error and kept", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => {
    localStorage.setItem("krada.lang", "en");
    localStorage.setItem("krada.game.broken", '{"format":"krada-save","version":1,"id":"broken"');
    localStorage.setItem("krada.current", "broken");
  });
  await page.reload();
  await expect(page.getByTestId("saved-games")).toBeVisible();
  await expect(page.getByTestId("notice")).toContainText("This saved game cannot be opened; it is kept as it was.");
  await expect(page.getByTestId("saved-broken")).toContainText("EOF while parsing");
  await page.reload();
  const kept = await page.evaluate(() => localStorage.getItem("krada.game.broken"));
  expect(kept).toBe('{"format":"krada-save","version":1,"id":"broken"');
});

test("a game record downloads and loads back the same game", async ({ page }, testInfo) => {
  await startGame(page, { seed: 11 });
  const { score, move } = await playFromRack(page);
  await pass(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-record").click()]);
  const file = testInfo.outputPath("record.json");
  await download.saveAs(file);
  const record = JSON.parse(await readFile(file, "utf8"));
  expect(record.format).toBe("krada-game");
  expect(record.turns).toHaveLength(2);

  await loadRecordAfresh(page, file);
  await expect(page.getByTestId("turn-1")).toContainText(move);
  await expect(page.getByTestId("turn-2")).toContainText("pass");
  await expect(page.getByTestId("score-0")).toHaveText(score);

  // A record whose score was changed by hand is refused, naming turn and field.
  record.turns[0].score = Number(score) + 72;
  const bad = testInfo.outputPath("bad.json");
  await writeFile(bad, JSON.stringify(record));
  await openMenu(page, "menu-saved");
  await page.getByTestId("load-record").setInputFiles(bad);
  await expect(page.getByTestId("notice")).toContainText(`turn 1, field score: recorded ${Number(score) + 72}, the rules give ${score}`);
});

test("the rack can be reordered by dragging and shuffled", async ({ page }) => {
  await startGame(page, { seed: 11 });
  const labels = () => page.locator(".rack-tile").evaluateAll((els) => els.map((e) => e.dataset.tile));
  const before = await labels();
  await drag(page, page.locator(".rack-tile").nth(0), page.locator(".rack-tile").nth(3));
  const after = await labels();
  expect(after).toEqual([...before.slice(1, 4), before[0], ...before.slice(4)]);
  await page.getByTestId("shuffle").click();
  expect((await labels()).slice().sort()).toEqual(before.slice().sort());
  // A tile dragged to the board and back returns to the rack.
  await drag(page, rackTile(page, "6"), page.getByTestId("cell-H8"));
  await expect(page.getByTestId("cell-H8")).toHaveClass(/tentative/);
  await drag(page, page.getByTestId("cell-H8"), page.locator(".rack-tile").nth(0));
  await expect(page.getByTestId("cell-H8")).not.toHaveClass(/tentative/);
});

test("a finished game prints its result and score sheet without the controls", async ({ page }) => {
  await startGame(page, { seed: 11 });
  // Seven passes from the start end a game: the opening one is not counted.
  for (let i = 0; i < 7; i++) await pass(page);
  await expect(page.getByTestId("result")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("sheet")).toBeVisible();
  await expect(page.getByTestId("result")).toBeVisible();
  await expect(page.getByTestId("play")).toBeHidden();
  await expect(page.getByTestId("rack")).toBeHidden();
});

test("two tabs on one game: each shows the other's moves and none is lost", async ({ context }) => {
  const first = await context.newPage();
  await startGame(first, { seed: 11 });
  const second = await context.newPage();
  await second.goto("./");
  await expect(second.getByTestId("game")).toBeVisible();
  // A move in the first tab (brought to the front, as a person switches
  // tabs) reaches the second.
  await first.bringToFront();
  const { score, move } = await playFromRack(first);
  await expect(first.getByTestId("score-0")).toHaveText(score);
  await expect(second.getByTestId("score-0")).toHaveText(score);
  await expect(second.getByTestId("notice")).toContainText("another tab");
  // A move in the second tab reaches the first; both moves are kept.
  await second.bringToFront();
  await pass(second);
  await expect(first.getByTestId("turn-2")).toContainText("pass");
  await expect(first.getByTestId("turn-1")).toContainText(move);
  await first.reload();
  await expect(first.getByTestId("turn-2")).toContainText("pass");
  // Neither tab stopped on the way (a table rebuilt as a game is adopted
  // once panicked on a disposed signal).
  await expect(second.getByTestId("crash")).toHaveCount(0);
  await expect(first.getByTestId("crash")).toHaveCount(0);
});

test("a reload keeps the rack's order and the tiles placed but not yet played", async ({ page }) => {
  await startGame(page, { seed: 11 });
  const order = () => page.locator(".rack-tile").evaluateAll((tiles) => tiles.map((t) => t.dataset.tile));
  await page.getByTestId("shuffle").click();
  await page.getByTestId("shuffle").click();
  const shuffled = await order();
  // A number tile (it has one face, so no face is asked) goes on the star.
  const slot = shuffled.findIndex((label) => /^\d+$/.test(label));
  const tile = page.getByTestId(`rack-${slot}`);
  await tile.click();
  await page.getByTestId("cell-H8").click();
  await expect(page.getByTestId("cell-H8")).toHaveClass(/tentative/);
  await page.reload();
  await expect(page.getByTestId("game")).toBeVisible();
  expect(await order()).toEqual(shuffled);
  await expect(page.getByTestId("cell-H8")).toHaveClass(/tentative/);
  await expect(tile).toHaveClass(/placed/);
  await expect(tile).toHaveAttribute("data-tile", shuffled[slot]);
});
