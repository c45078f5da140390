// Accessibility of the classroom screens: the class round (set-up, a round
// with entries, the reveal) and the wall, read whole by axe.
import { test, expect } from "@playwright/test";
import { openMenu } from "./helpers.js";
import AxeBuilder from "@axe-core/playwright";

async function noViolations(page, screen) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => `${v.id}: ${v.nodes.length}`);
  expect(found, `axe on ${screen}`).toEqual([]);
}

test("the class round and the wall pass axe", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "th"));
  await page.reload();
  await openMenu(page, "menu-class");
  await expect(page.getByTestId("class-seed")).toBeVisible();
  await noViolations(page, "class set-up");
  await page.getByTestId("class-seed").fill("5");
  await page.getByTestId("class-start").click();
  await expect(page.getByTestId("class-plays")).toHaveText(/\d/, { timeout: 20_000 });
  await page.getByTestId("class-entry-name").fill("กลุ่ม 1");
  await page.getByTestId("class-entry-play").fill("8H 1+1=3");
  await page.getByTestId("class-entry-add").click();
  await expect(page.getByTestId("class-entry-0")).not.toContainText("…");
  await noViolations(page, "class round");
  await page.getByTestId("class-reveal").click();
  await page.getByTestId("share").locator("summary").click();
  await noViolations(page, "class reveal with its link");
  const [wall] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("show-on-wall").click()]);
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await expect(wall.getByTestId("wall-board")).toBeVisible();
  await noViolations(wall, "wall");
});
