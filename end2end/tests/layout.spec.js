// One screen a turn: on a phone, a laptop and the projector, everything a
// turn needs is inside the viewport right after Start, without scrolling.
import { test, expect } from "@playwright/test";
import { startGame } from "./helpers.js";

const VIEWPORTS = [
  { name: "phone-360", width: 360, height: 740 },
  { name: "phone-390", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 657 },
  { name: "projector-1080", width: 1920, height: 1080, projector: true },
  { name: "projector-2160", width: 3840, height: 2160, projector: true },
];

/** Fails unless the element's box lies wholly inside the viewport. */
async function expectInView(page, testId) {
  const box = await page.getByTestId(testId).first().boundingBox();
  const { width, height } = page.viewportSize();
  expect(box, `${testId} is shown`).not.toBeNull();
  expect(box.x, `${testId} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${testId} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${testId} right`).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, `${testId} bottom`).toBeLessThanOrEqual(height + 0.5);
}

for (const viewport of VIEWPORTS) {
  test(`a whole turn fits the ${viewport.name} screen (${viewport.width}×${viewport.height})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (viewport.projector) {
      await page.goto("./");
      await page.evaluate(() => localStorage.setItem("krada.projector", "on"));
    }
    await startGame(page, { seed: 3, opponent: "hard", lang: "th" });
    await expect(page.locator(".rack-tile")).toHaveCount(8);
    await page.screenshot({ path: `test-results/screens/game-${viewport.name}.png` });
    for (const id of ["board", "rack", "play", "recall", "pass", "exchange", "hint", "score-0", "score-1", "clock-0", "clock-1"]) {
      await expectInView(page, id);
    }
    // Nothing to scroll to: the page is no taller than the screen.
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(scrollHeight).toBeLessThanOrEqual(viewport.height + 1);
  });
}
