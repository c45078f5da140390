import { test, expect } from "@playwright/test";
import { startGame, pass } from "./helpers.js";
test("look", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await startGame(page, { seed: 11 });
  await page.getByTestId("hint").click();
  await page.getByTestId("hint-0").click();
  await page.getByTestId("play").click();
  await page.getByTestId("hint").click();
  await expect(page.getByTestId("hint-0")).toBeVisible();
  await page.screenshot({ path: `test-results/screens/look-laptop.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `test-results/screens/look-phone.png`, fullPage: true });
  await page.getByTestId("sheet-toggle").click();
  await page.screenshot({ path: `test-results/screens/look-phone-sheet.png` });
});
