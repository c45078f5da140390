// The judge of a game on a real board: an equation's verdict with the
// engine's reason, a play's words judged as a whole (never which word
// failed), in type that reads across a table, on a phone and a laptop.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openScreen, expectInView } from "./helpers.js";

async function judge(page, text) {
  await page.getByTestId("judge-input").fill(text);
  await page.getByTestId("judge-check").click();
  const verdict = page.getByTestId("judge-verdict");
  await expect(verdict).toBeVisible({ timeout: 20_000 });
  await expectInView(page, verdict, `the verdict on ${text}`);
  return verdict;
}

for (const [name, size] of [["phone", { width: 360, height: 740 }], ["laptop", { width: 1366, height: 657 }]]) {
  test(`the judge gives its verdicts on a ${name}`, async ({ page }) => {
    await openScreen(page, { size, lang: "en", testId: "menu-judge" });
    await expect(page.getByTestId("judge")).toBeVisible();
    // An equation that stands, and one that does not, with the reason.
    let verdict = await judge(page, "47-[19]-[13]=[15]");
    await expect(verdict).toHaveAttribute("data-valid", "true");
    await expect(verdict).toContainText("Valid equation");
    verdict = await judge(page, "3+4=8");
    await expect(verdict).toHaveAttribute("data-valid", "false");
    await expect(verdict.locator(".judge-why")).not.toBeEmpty();
    // The verdict reads across a table: large type.
    const fontSize = await verdict.locator(".judge-said").evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(30);
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations, "axe on the judge").toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`judge-equation-${name}.png`) });
    // Words: a phony among them makes the play unacceptable, unnamed.
    await page.getByTestId("judge-words").click();
    verdict = await judge(page, "CAT QZXV");
    await expect(verdict).toHaveAttribute("data-valid", "false");
    await expect(verdict).toContainText("Not acceptable");
    await expect(verdict).not.toContainText("QZXV");
    await expect(verdict).toContainText("ENABLE");
    verdict = await judge(page, "cat dogs");
    await expect(verdict).toHaveAttribute("data-valid", "true");
    await page.screenshot({ path: test.info().outputPath(`judge-words-${name}.png`) });
  });
}

test("the judge speaks Thai", async ({ page }) => {
  await openScreen(page, { size: { width: 360, height: 740 }, lang: "th", testId: "menu-judge" });
  const verdict = await judge(page, "3+4=8");
  await expect(verdict).toHaveAttribute("data-valid", "false");
  await expect(verdict).toContainText("สมการไม่ถูกต้อง");
  await page.screenshot({ path: test.info().outputPath("judge-thai.png") });
});
