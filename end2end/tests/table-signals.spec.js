// What the table tells its players besides the screen: a tone and a buzz
// when a turn ends (as chosen at set-up), and a screen kept awake while a
// clock runs. The browser's services are stood in for by recorders, as
// headless Chromium has no speaker, motor or screen to keep on.
import { test, expect } from "@playwright/test";
import { openScreen } from "./helpers.js";

const recorders = () => {
  window.__calls = [];
  const note = (what) => window.__calls.push(what);
  navigator.vibrate = (ms) => { note(`buzz ${ms}`); return true; };
  Object.defineProperty(navigator, "wakeLock", {
    value: { request: async (type) => { note(`lock ${type}`); return { release: async () => note("unlock") }; } },
  });
  const param = () => ({ value: 0 });
  window.AudioContext = class {
    constructor() { this.currentTime = 0; this.destination = {}; }
    createOscillator() {
      return { frequency: param(), connect() {}, start() { note("tone"); }, stop() {} };
    }
    createGain() { return { gain: param(), connect() {} }; }
  };
};

const calls = (page) => page.evaluate(() => window.__calls);

test("a turn's end sounds and buzzes as chosen, and the screen stays awake while a clock runs", async ({ page }) => {
  await page.addInitScript(recorders);
  await openScreen(page, { size: { width: 360, height: 740 }, lang: "en", testId: "menu-table" });
  await expect(page.getByTestId("table-sound")).toBeChecked();
  await expect(page.getByTestId("table-vibrate")).toBeChecked();
  await page.getByTestId("table-start").click();
  await expect.poll(() => calls(page)).toContain("lock screen");
  await page.getByTestId("table-clock-0").click();
  await expect.poll(() => calls(page)).toEqual(expect.arrayContaining(["tone", "buzz 60"]));
  // Paused, the screen may sleep.
  await page.getByTestId("table-pause").click();
  await expect.poll(() => calls(page)).toContain("unlock");

  // A table set up quiet: no tone, no buzz.
  page.on("dialog", (dialog) => dialog.accept());
  await page.getByTestId("table-new").click();
  await page.getByTestId("table-sound").uncheck();
  await page.getByTestId("table-vibrate").uncheck();
  await page.getByTestId("table-start").click();
  await page.evaluate(() => { window.__calls = []; });
  await page.getByTestId("table-clock-0").click();
  await expect(page.getByTestId("table-clock-1")).toHaveAttribute("aria-pressed", "true");
  const quiet = await calls(page);
  expect(quiet.filter((c) => c === "tone" || c.startsWith("buzz"))).toEqual([]);
});
