// Offline play, deployment under a sub-path, and text that stays text.
import { test, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { startGame, typeAt, siteHasWordList, pass, openMoreOptions, playFromRack } from "./helpers.js";

test("after the first visit the game loads and plays offline", async ({ page, context }) => {
  await page.goto("./");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker takes control of the open page as soon as it is active.
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await startGame(page, { seed: 11 });
  const { score } = await playFromRack(page);
  await expect(page.getByTestId("score-0")).toHaveText(score);
  // The computer player's worker comes from the cache too.
  await page.getByTestId("hint").click();
  await expect(page.getByTestId("hint-0")).toBeVisible({ timeout: 15_000 });
});

test("after the first visit Crossword's word list plays offline too, never chosen online", async ({ page, context }) => {
  test.skip(!(await siteHasWordList(page)), "the site was built without ENABLE2K (see README: KRADA_LEXICON)");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  // The service worker fetches the word list in the background.
  const cached = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        if (await cache.match("./lexicon/enable2k.dawg")) return true;
      }
      return false;
    });
  await expect.poll(cached, { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await startGame(page, { seed: 8, crossword: {} });
  await typeAt(page, "G8", ["S", "N", "O", "T", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
});

test("the built site works from a sub-path of a static host", async ({ browser }) => {
  const port = 4175;
  const server = spawn("node", ["serve.mjs", "../dist", String(port), "/krada/"], { stdio: "ignore" });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}/krada/` });
    const page = await context.newPage();
    const outside = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(`http://127.0.0.1:${port}/krada/`) && !request.url().startsWith("data:")) outside.push(request.url());
    });
    await startGame(page, { seed: 11 });
    const { score } = await playFromRack(page);
    await expect(page.getByTestId("score-0")).toHaveText(score);
    await page.reload();
    await expect(page.getByTestId("score-0")).toHaveText(score);
    expect(outside, "every request stays inside the site").toEqual([]);
    await context.close();
  } finally {
    server.kill();
  }
});

test("a name with markup is shown as text and runs nothing", async ({ page }) => {
  const dialogs = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    dialog.dismiss();
  });
  const name = "<img src=x onerror=alert(1)>";
  await startGame(page, { seed: 11, names: [name, "Ben"] });
  await expect(page.getByTestId("clock-0").locator(".side-name")).toHaveText(name);
  await pass(page);
  await expect(page.getByTestId("turn-1")).toContainText(name);
  expect(await page.locator("img[src=x]").count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("the page keeps to its Content Security Policy", async ({ page }) => {
  const violations = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__violations = (window.__violations || []).concat(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  await startGame(page, { seed: 11 });
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).not.toContain("unsafe-inline");
  await playFromRack(page);
  await page.getByTestId("hint").click();
  await expect(page.getByTestId("hint-0")).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => window.__violations || [])).toEqual([]);
  expect(violations).toEqual([]);
});

test("with storage switched off the game still plays and says it is not saved", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, "localStorage", {
      get() {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });
  await page.goto("./");
  await openMoreOptions(page);
  await page.getByTestId("seed").fill("11");
  await page.getByTestId("privacy").uncheck();
  await page.getByTestId("start").click();
  await expect(page.getByTestId("notice")).toContainText("ดาวน์โหลดบันทึกเกม");
  const { score } = await playFromRack(page);
  await expect(page.getByTestId("score-0")).toHaveText(score);
});

test("a full storage is reported and the game goes on", async ({ page }) => {
  await startGame(page, { seed: 11 });
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
  });
  const { score } = await playFromRack(page);
  await expect(page.getByTestId("notice")).toContainText("Storage is full");
  await expect(page.getByTestId("score-0")).toHaveText(score);
  await pass(page);
  await expect(page.getByTestId("turn-2")).toContainText("pass");
});
