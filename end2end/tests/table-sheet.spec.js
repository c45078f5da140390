// The score sheet of a game on a real board: scores on the number pad,
// passes and exchanges with one tap, running totals, a correction both sides
// agree to (marked with what was written), a reload that keeps it all, and
// the end: racks tapped in, the rules' adjustments and the clock's
// penalties summed into the result.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openTableSheet, expectInView } from "./helpers.js";

const start = openTableSheet;

const total = (page, i) => page.getByTestId(`table-total-${i}`);

for (const [name, size] of [["phone", { width: 360, height: 740 }], ["laptop", { width: 1366, height: 657 }]]) {
  test(`the score sheet's totals, a correction and the end on a ${name}`, async ({ page }) => {
    await start(page, { size });
    await expectInView(page, page.getByTestId("table-score"), "the score's field");
    await expectInView(page, page.getByTestId("table-enter"), "the write button");
    await expect(page.locator(".pad-title")).toHaveText("Ann: score of turn 1");
    // Typed on the pad's keys, or into the field.
    for (const key of ["2", "3"]) await page.locator(".pad-key", { hasText: key }).click();
    await page.getByTestId("table-enter").click();
    await page.getByTestId("table-score").fill("31");
    await page.getByTestId("table-score").press("Enter");
    await page.getByTestId("table-exchange").click();
    await page.getByTestId("table-score").fill("12");
    await page.getByTestId("table-enter").click();
    await page.getByTestId("table-score").fill("40");
    await page.getByTestId("table-enter").click();
    await expect(page.locator(".pad-title")).toHaveText("Ben: score of turn 3");
    await expect(total(page, 0)).toHaveText("23");
    await expect(total(page, 2)).toHaveText("23");
    await expect(total(page, 3)).toHaveText("43");
    await expect(total(page, 4)).toHaveText("63");
    await expect(page.getByTestId("table-line-2")).toHaveText("Exchange");
    // An empty score is refused with a message, nothing written.
    await page.getByTestId("table-enter").click();
    await expect(page.getByRole("alert")).toHaveText("Type a score of 0 to 999.");
    // A correction needs both sides' agreement, and keeps what was written.
    await page.getByTestId("table-line-0").click();
    await expect(page.locator(".pad-title")).toHaveText("Change turn 1 of Ann");
    await page.getByTestId("table-score").fill("25");
    await page.getByTestId("table-enter").click();
    await expect(page.getByTestId("table-line-0")).toHaveText("23");
    await page.getByTestId("table-agree").check();
    await page.getByTestId("table-enter").click();
    await expect(page.getByTestId("table-line-0")).toHaveText("25");
    await expect(page.locator(".corrected .was")).toHaveText("was 23");
    await expect(total(page, 4)).toHaveText("65");
    await page.screenshot({ path: test.info().outputPath(`sheet-${name}.png`), fullPage: true });
    // A reload keeps the sheet.
    await page.reload();
    await page.getByTestId("table-sheet").click();
    await expect(total(page, 4)).toHaveText("65");
    await expect(page.locator(".pad-title")).toHaveText("Ben: score of turn 3");
    // Ann went out; Ben kept 7 and = (2 + 1 points): Ann gains twice that.
    await page.getByTestId("table-end").click();
    await page.getByTestId("table-rack-1-7").click();
    await page.getByTestId("table-rack-1-=").click();
    await expect(page.getByTestId("table-rack-1")).toHaveText("7 =");
    await expect(page.getByTestId("table-rack-0")).toHaveText("no tiles tapped (leave it so if this side went out)");
    await page.getByTestId("table-finish").click();
    const result = page.getByTestId("table-result");
    await expect(result).toBeVisible();
    await expect(page.getByTestId("table-sum-0-0")).toHaveText("65");
    await expect(page.getByTestId("table-sum-0-1")).toHaveText("43");
    await expect(page.getByTestId("table-sum-1-0")).toHaveText("6");
    await expect(page.getByTestId("table-sum-3-0")).toHaveText("71");
    await expect(page.getByTestId("table-sum-3-1")).toHaveText("43");
    await expect(page.getByTestId("table-verdict")).toHaveText("Ann wins");
    await expectInView(page, page.getByTestId("table-verdict"), "who won");
    await page.screenshot({ path: test.info().outputPath(`result-${name}.png`), fullPage: true });
    // The sheet downloads as a spreadsheet's lines.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("table-download").click()]);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text).toContain('1,"25 (was 23)",25,"31",31');
    expect(text).toContain('"Final",,71,,43');
    // The result survives a reload.
    await page.reload();
    await expect(page.getByTestId("table-verdict")).toHaveText("Ann wins");
  });
}

test("time penalties and six scoreless turns end a Crossword game in Thai", async ({ page }) => {
  await page.clock.install({ time: new Date("2026-12-04T10:00:00Z") });
  await start(page, { size: { width: 360, height: 740 }, lang: "th", game: "english" });
  await page.clock.pauseAt(new Date("2026-12-04T10:01:00Z"));
  await page.getByTestId("table-score").fill("30");
  await page.getByTestId("table-enter").click();
  // Ann ends her turn on the small clock; Ben runs 90 s past his 22 minutes.
  await page.getByTestId("table-clock-0").click();
  await page.clock.runFor(22 * 60_000 + 90_000);
  await expect(page.getByTestId("table-penalty-1")).toHaveText("−20");
  await page.getByTestId("table-score").fill("8");
  await page.getByTestId("table-enter").click();
  for (let i = 0; i < 3; i++) {
    await page.getByTestId("table-pass").click();
    await page.getByTestId("table-lost-challenge").click();
  }
  await expect(page.getByTestId("table-scoreless-over")).toBeVisible();
  await page.getByTestId("table-end").click();
  // Tiles on both racks: each side loses its own (Q 10, A 1).
  await page.getByTestId("table-rack-0-Q").click();
  await page.getByTestId("table-rack-1-A").click();
  await page.getByTestId("table-finish").click();
  await expect(page.getByTestId("table-sum-1-0")).toHaveText("−10");
  await expect(page.getByTestId("table-sum-1-1")).toHaveText("−1");
  await expect(page.getByTestId("table-sum-2-1")).toHaveText("−20");
  await expect(page.getByTestId("table-sum-3-0")).toHaveText("20");
  await expect(page.getByTestId("table-sum-3-1")).toHaveText("−13");
  await expect(page.getByTestId("table-verdict")).toHaveText("Ann ชนะ");
  await page.screenshot({ path: test.info().outputPath("result-thai-phone.png"), fullPage: true });
});

test("the tile tracker taps tiles off and puts the last back", async ({ page }) => {
  await start(page, { size: { width: 360, height: 740 }, game: "english" });
  await page.getByTestId("table-tracker").locator("summary").click();
  await expect(page.getByTestId("table-unseen")).toHaveText("100 unseen");
  await page.getByTestId("table-track-Z").click();
  await expect(page.getByTestId("table-track-Z")).toBeDisabled();
  await page.getByTestId("table-track-E").click();
  await expect(page.getByTestId("table-unseen")).toHaveText("98 unseen");
  await page.getByTestId("table-track-undo").click();
  await expect(page.getByTestId("table-track-E")).toContainText("12");
  await expect(page.getByTestId("table-unseen")).toHaveText("99 unseen");
});

test("the sheet and the result pass axe, in Thai on a phone", async ({ page }) => {
  await start(page, { size: { width: 360, height: 740 }, lang: "th" });
  await page.getByTestId("table-score").fill("30");
  await page.getByTestId("table-enter").click();
  const violations = async (what) =>
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`), what).toEqual([]);
  await violations("axe on the sheet");
  await page.getByTestId("table-end").click();
  await violations("axe on the racks left");
  await page.getByTestId("table-finish").click();
  await expect(page.getByTestId("table-result")).toBeVisible();
  await violations("axe on the result");
});
