// The page's wasm comes in parts: the first screen needs only the first
// part, and each other screen's part is fetched when it is first opened.
import { test, expect } from "@playwright/test";
import { openMenu } from "./helpers.js";

/** A part's name without its hashes: `split_thai_words`. */
const part = (file) => file.replace(/_\d+-[0-9a-f]+\.wasm$/, "");

// The service worker would fetch every part at once to keep them offline.
test.use({ serviceWorkers: "block" });

test("the first screen loads the page's first part only; another screen fetches its part when opened", async ({ page }) => {
  const fetched = [];
  page.on("request", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    if (name.endsWith(".wasm")) fetched.push(name);
  });
  await page.goto("./");
  const start = page.getByTestId("quick-computer");
  await expect(start).toBeVisible();
  await expect(start).toBeInViewport();
  expect(fetched.filter((f) => f.startsWith("krada-app-"))).toHaveLength(1);
  // Besides it, only the words of the browser's language (Thai here) and
  // the small parts they share with other code.
  expect(fetched.filter((f) => f.startsWith("split_")).map(part)).toEqual(["split_thai_words"]);

  // The choices under "More options" come when it is first unfolded.
  await page.getByTestId("more-options").locator("summary").click();
  await expect(page.getByTestId("check-challenge")).toBeVisible();
  expect(fetched.map(part)).toContain("split_choices");

  // The other language's words come when the player switches to it.
  expect(fetched.map(part)).not.toContain("split_english_words");
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("quick-computer")).toHaveText("Play the computer");
  expect(fetched.map(part)).toContain("split_english_words");

  await openMenu(page, "menu-howto");
  await expect(page.locator(".howto-strip").first()).toBeVisible();
  expect(fetched.some((f) => f.startsWith("split_how_to_view"))).toBe(true);
  expect(fetched.some((f) => f.startsWith("split_game_view"))).toBe(false);

  // Back on the first screen, a game starts with its screen's part.
  await openMenu(page, "menu-new");
  await start.click();
  await expect(page.getByTestId("rack").locator(".rack-tile")).toHaveCount(8);
  expect(fetched.some((f) => f.startsWith("split_game_view"))).toBe(true);
});

test("while a screen's part is on its way, the page says it is loading", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  // A slow network: the how-to part arrives only when the test lets it.
  let release;
  const held = new Promise((r) => (release = r));
  await page.route(/split_how_to_view.*\.wasm$/, async (route) => {
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
