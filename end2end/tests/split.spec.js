// The page's wasm comes in parts: the first screen needs only the first
// part, and each other screen's part is fetched when it is first opened.
import { test, expect } from "@playwright/test";
import { openMenu, markMenuDrawn } from "./helpers.js";

/** A part's name without the build's hash (and a lazy function's):
 * `split_thai_words`, `split_game`, `chunk_12`, `bundle_game`. */
const part = (file) => file.replace(/-[0-9a-f]{16}\.wasm$/, "").replace(/^(split_[a-z_]+?)_\d+$/, "$1");
const isPagePart = (file) => /^(split_|chunk_|bundle_)/.test(file);

// The service worker would fetch every part at once to keep them offline.
test.use({ serviceWorkers: "block" });

test("the first screen needs the first part and its words only; the game's part and the computer come after it is drawn; a first game then fetches nothing again", async ({ page }) => {
  await markMenuDrawn(page);
  const fetched = [];
  page.on("request", (r) => fetched.push(new URL(r.url()).pathname.split("/").pop()));
  await page.goto("./");
  const start = page.getByTestId("quick-computer");
  await expect(start).toBeInViewport();

  // At idle after it: the game's part and what its screen draws a moment
  // after the board (`aside`), then the computer's worker.
  await expect.poll(() => fetched.map(part), { timeout: 30_000 }).toContain("split_game");
  await expect.poll(() => fetched.map(part), { timeout: 30_000 }).toContain("split_aside");
  await expect.poll(() => fetched, { timeout: 30_000 }).toContain("worker_bg.wasm");
  await page.waitForLoadState("networkidle");
  const timeline = await page.evaluate(() => ({
    // Resource times count from the page's start.
    drawnAt: window.__menuAt - performance.timeOrigin,
    files: performance.getEntriesByType("resource").map((e) => ({ name: e.name.split("/").pop(), at: e.startTime })),
  }));
  expect(timeline.drawnAt, "the first screen was drawn").toBeGreaterThan(0);
  const before = timeline.files.filter((f) => f.at < timeline.drawnAt).map((f) => f.name);
  // Before it: the first part and the words of the browser's language
  // (Thai here) with the small parts they share, nothing of a game.
  expect(before.filter((f) => f.startsWith("krada-app-") && f.endsWith(".wasm"))).toHaveLength(1);
  expect(before.filter((f) => f.startsWith("split_")).map(part)).toEqual(["split_thai_words"]);
  expect(before.filter((f) => f.startsWith("bundle_")), "a bundle of the game's shared code").toEqual([]);
  expect(before.filter((f) => f.startsWith("worker"))).toEqual([]);
  const game = timeline.files.filter((f) => part(f.name) === "split_game");
  expect(game).toHaveLength(1);
  expect(game[0].at).toBeGreaterThan(timeline.drawnAt);

  // The tap plays from what is here: no part and no worker fetched again.
  const beforeTap = fetched.length;
  await start.click();
  await expect(page.getByTestId("rack").locator(".rack-tile")).toHaveCount(8);
  await page.waitForLoadState("networkidle");
  const afterTap = fetched.slice(beforeTap);
  expect(afterTap.filter((f) => isPagePart(f) || f.startsWith("worker")), "fetched again after the tap").toEqual([]);
  // Nothing was fetched twice in all.
  const parts = fetched.filter((f) => f.endsWith(".wasm"));
  expect(parts.length, `a part fetched twice: ${parts}`).toBe(new Set(parts).size);
  // Issue 55: a first game fetches at most 40 files after the first page.
  const firstPage = new Set(before);
  const forTheGame = fetched.filter((f) => (isPagePart(f) || f.startsWith("worker")) && !firstPage.has(f));
  expect(forTheGame.length, `files for a first game: ${forTheGame}`).toBeLessThanOrEqual(40);
});

test("the other screens' parts and the other language come when first needed", async ({ page }) => {
  const fetched = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (name.endsWith(".wasm")) fetched.push(part(name));
  });
  await page.goto("./");
  await expect(page.getByTestId("quick-computer")).toBeVisible();

  // The choices under "More options" come when it is first unfolded.
  expect(fetched).not.toContain("split_options");
  await page.getByTestId("more-options").locator("summary").click();
  await expect(page.getByTestId("check-challenge")).toBeVisible();
  expect(fetched).toContain("split_options");

  // The other language's words come when the player switches to it.
  expect(fetched).not.toContain("split_english_words");
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("quick-computer")).toHaveText("Play the computer");
  expect(fetched).toContain("split_english_words");

  // How to play is a part of its own; the other screens come in two parts.
  await openMenu(page, "menu-howto");
  await expect(page.locator(".howto-strip").first()).toBeVisible();
  expect(fetched).toContain("split_how_to");
  expect(fetched).not.toContain("split_study");
  await openMenu(page, "menu-puzzles");
  await expect(page.getByTestId("puzzle-start")).toBeVisible();
  expect(fetched).toContain("split_study");
  expect(fetched).not.toContain("split_room");
  // A parts' count a phone can fetch: a few large, not hundreds of small
  // (five screens' worth here: the menu, its options, English, how to
  // play, puzzles).
  expect(new Set(fetched).size).toBeLessThan(50);
});

test("while a screen's part is on its way, the page says it is loading", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  // A slow network: the how-to part arrives only when the test lets it.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(/split_how_to.*\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await openMenu(page, "menu-howto");
  const loading = page.getByRole("status").filter({ hasText: "Loading…" });
  await expect(loading).toBeInViewport();
  release();
  await expect(page.locator(".howto-strip").first()).toBeVisible();
  await expect(loading).toHaveCount(0);
});
