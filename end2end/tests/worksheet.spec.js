// A worksheet for a class: the teacher's choices, the puzzles laid out for
// A4 with a QR code each and the answer key on a page of its own; the
// same choices give the same sheet; printed to PDF.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openScreen, openMenu } from "./helpers.js";

async function makeSheet(page, seed) {
  await page.getByTestId("worksheet-count").fill("6");
  await page.getByTestId("worksheet-seed").fill(String(seed));
  await page.getByTestId("worksheet-make").click();
  await expect(page.getByTestId("worksheet-sheet")).toBeVisible({ timeout: 90_000 });
  await expect(page.locator(".worksheet-puzzle")).toHaveCount(6);
}

test("a worksheet of six puzzles, the same twice, printed on A4 with its answer key", async ({ page }) => {
  test.setTimeout(180_000);
  await openScreen(page, { size: { width: 1366, height: 657 }, lang: "en", testId: "menu-puzzles" });
  await page.getByTestId("menu-worksheet").click();
  await expect(page.getByTestId("worksheet")).toBeVisible();
  await page.getByTestId("worksheet-kind-bingo").check();
  await makeSheet(page, 4);
  const first = await page.getByTestId("worksheet-key").textContent();
  await expect(page.getByTestId("worksheet-key").locator("li")).toHaveCount(6);
  await expect(page.getByTestId("worksheet-puzzle-0")).toContainText("1. Find the top-scoring play.");
  await expect(page.getByTestId("worksheet-puzzle-1")).toContainText("2. Find");
  await expect(page.getByTestId("worksheet-puzzle-0").locator(".qr svg")).toBeVisible();
  await expect(page.getByTestId("worksheet-puzzle-0").locator(".paper-board td.tile").first()).toBeVisible();
  const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
  expect(violations, "axe on the worksheet").toEqual([]);
  // On paper: no puzzle is cut by a page, the key starts a page, and the
  // setup is not printed.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".worksheet-setup")).toBeHidden();
  for (const puzzle of await page.locator(".worksheet-puzzle").all()) {
    expect(await puzzle.evaluate((e) => getComputedStyle(e).breakInside)).toBe("avoid");
  }
  expect(await page.getByTestId("worksheet-key").evaluate((e) => getComputedStyle(e).breakBefore)).toBe("page");
  const pdf = await page.pdf({ format: "A4" });
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
  expect(pages).toBeGreaterThanOrEqual(3);
  await page.screenshot({ path: test.info().outputPath("worksheet-print.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });
  // The same choices, the same sheet.
  await makeSheet(page, 4);
  expect(await page.getByTestId("worksheet-key").textContent()).toBe(first);
});
