// Share by link, no server: a finished game, a puzzle, a live game's board
// and a class session each travel in a link's fragment and open on another
// device (a fresh browser context); the QR codes decode back to the link;
// damaged and newer links say what is wrong.
import { test, expect } from "@playwright/test";
import { startGame, typeAt, pass, openMenu, startClass, partsHere, decodeQr } from "./helpers.js";

/** Opens a link as someone else's device would: nothing saved there. */
async function openElsewhere(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem("krada.lang")) localStorage.setItem("krada.lang", "en");
  });
  const page = await context.newPage();
  await page.goto(url);
  await partsHere(page);
  return page;
}

async function shareUrl(page) {
  const share = page.getByTestId("share").first();
  await share.locator("summary").click();
  const url = await share.getByTestId("share-url").inputValue();
  expect(url).toMatch(/#k1[pzgc]\.[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
  expect(await decodeQr(share.getByTestId("qr")), "the QR code carries the link").toBe(url);
  return url;
}

test("a finished game travels by link and opens for review elsewhere", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // Seed 11 deals Ann 8 15 3 ×/÷ ? 6 = 2: she plays 6=2×3, then six passes end it.
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  for (let i = 0; i < 6; i++) await pass(page);
  await expect(page.getByTestId("result")).toBeVisible();
  const url = await shareUrl(page.getByTestId("result"));

  const other = await openElsewhere(browser, url);
  await expect(other.getByTestId("replay")).toBeVisible();
  await other.getByTestId("replay-last").click();
  await expect(other.locator("[data-testid^=replay-cell-].filled")).toHaveCount(5);
  await expect(other.locator(".replay-moves")).toContainText("6=2×3");
  // The address keeps the link while its review is shown (a reload keeps it),
  // and drops it when the review is closed.
  expect(other.url()).toContain("#k1");
  await other.getByTestId("replay-close").click();
  expect(other.url()).not.toContain("#k1");
  await other.context().close();
});

test("a live game's board opens from the wall's QR code, without the racks", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  // A live game: the wall's QR carries its board, never the racks (nor the
  // seed that would tell them).
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  const [wall] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("show-on-wall").click()]);
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await expect(wall.getByTestId("qr")).toBeVisible();
  const boardUrl = await decodeQr(wall.getByTestId("qr"));
  expect(boardUrl).toMatch(/#k1p\./);
  const phone = await openElsewhere(browser, boardUrl);
  await expect(phone.getByTestId("replay")).toBeVisible();
  await expect(phone.locator("[data-testid^=replay-cell-].filled")).toHaveCount(5);
  // Issue 49: it read as an empty game (": 0", "Before the first move").
  await expect(phone.getByTestId("replay-board-only")).toHaveText("A board shared from Krada, 5 tiles on it, without its moves.");
  await expect(phone.getByTestId("replay-scores")).toHaveCount(0);
  await phone.context().close();

  // Issue 55: the board comes with the replay's own part; reviewing and
  // the files come after it, with the study screens' part (held here).
  const slow = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  await slow.addInitScript(() => localStorage.setItem("krada.lang", "en"));
  let release;
  const held = new Promise((r) => (release = r));
  await slow.route(/split_study.*\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  const early = await slow.newPage();
  const fetched = [];
  early.on("request", (r) => fetched.push(new URL(r.url()).pathname.split("/").pop()));
  await early.goto(boardUrl);
  await expect(early.locator("[data-testid^=replay-cell-].filled")).toHaveCount(5);
  await expect(early.locator("[data-testid^=replay-cell-]").first()).toBeInViewport();
  // Nothing fetched twice.
  const wasm = fetched.filter((f) => f.endsWith(".wasm"));
  expect(wasm.length, `fetched twice: ${wasm}`).toBe(new Set(wasm).size);
  await expect(early.getByTestId("replay-close")).toBeVisible();
  await expect(early.getByTestId("share")).toHaveCount(0);
  release();
  await expect(early.getByTestId("share")).toBeVisible();
  await expect(early.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
  await slow.close();
});

test("a puzzle opens from its link", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-puzzles");
  await page.getByTestId("puzzle-seed").fill("42");
  await page.getByTestId("puzzle-start").click();
  await expect(page.getByTestId("puzzle-panel")).toBeVisible({ timeout: 30_000 });
  const title = await page.getByTestId("puzzle-panel").locator("h2, h3").first().textContent();
  const puzzleUrl = await shareUrl(page.getByTestId("puzzle-panel"));
  const friend = await openElsewhere(browser, puzzleUrl);
  await expect(friend.getByTestId("puzzle-panel")).toBeVisible({ timeout: 30_000 });
  await expect(friend.getByTestId("puzzle-panel").locator("h2, h3").first()).toHaveText(title);
  await friend.context().close();
});

test("a class session's rounds open from its link", async ({ page, browser }) => {
  await startClass(page, { width: 1366, height: 768 });
  await page.getByTestId("class-reveal").click();
  const best = (await page.getByTestId("class-reveal-0").textContent()).split(" — ")[0];
  await page.getByTestId("class-next-round").click();
  await expect(page.getByTestId("class-round-title")).toHaveText("Round 2");
  const classUrl = await shareUrl(page.getByTestId("class"));
  const student = await openElsewhere(browser, classUrl);
  await expect(student.getByTestId("replay")).toBeVisible();
  await expect(student.locator(".replay-moves")).toContainText(best);
  await student.context().close();
});

test("a damaged or newer link says what is wrong and loses nothing", async ({ page, browser }) => {
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  for (let i = 0; i < 6; i++) await pass(page);
  const url = await shareUrl(page.getByTestId("result"));
  // One character changed in the middle of the payload.
  const at = url.indexOf("#k1") + 12;
  const damaged = url.slice(0, at) + (url[at] === "A" ? "B" : "A") + url.slice(at + 1);
  const other = await openElsewhere(browser, damaged);
  await expect(other.getByTestId("notice")).toContainText("This link is damaged");
  // (A fragment alone does not reload a page: leave it first.)
  await other.goto("about:blank");
  await other.goto(url.replace(/#.*/, "#k9g.AAAA.00000000"));
  await expect(other.getByTestId("notice")).toContainText("made by a newer Krada");
  await other.context().close();
  // This device's game is still here.
  await page.goto("about:blank");
  await page.goto(damaged);
  await expect(page.getByTestId("notice")).toContainText("damaged");
  await openMenu(page, "menu-game");
  await expect(page.getByTestId("result")).toBeVisible();
});
