// The progress screen: each game's puzzle rating drawn over its attempts,
// the solved rate by theme, the daily puzzles as a calendar, and all of it
// carried to another device by a file.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openScreen, expectInView } from "./helpers.js";

const today = () => Math.floor(Date.now() / 86_400_000) - 20_454;

// Progress as the device keeps it: three A-Math attempts, two daily
// puzzles solved (yesterday and today).
async function seed(page) {
  const day = today();
  const point = (rating, kind, attempt) => ({ at_ms: 1, rating, kind, attempt });
  const ratings = {
    amath: {
      rating: { rating: 1561.4, deviation: 250.0, volatility: 0.06 },
      history: [point(1580.2, "best-score", "solved"), point(1530.9, "best-score", "failed"), point(1561.4, "drill", "solved-with-clue")],
    },
  };
  await page.evaluate(([ratings, day]) => {
    localStorage.setItem("krada.puzzle-rating", JSON.stringify(ratings));
    localStorage.setItem("krada.daily", JSON.stringify({ solved: [day - 1, day] }));
    // Two reviewed games: 12 then 6 equity left a move.
    const game = (key, at_ms, moves, equity_lost) => ({ key, at_ms, moves, equity_lost });
    localStorage.setItem("krada.review-history", JSON.stringify({ games: [game("a", 1, 10, 120), game("b", 2, 10, 60)] }));
  }, [ratings, day]);
  await page.reload();
}

for (const [name, size] of [["phone", { width: 390, height: 844 }], ["laptop", { width: 1366, height: 657 }]]) {
  test(`the progress screen's charts on a ${name}`, async ({ page }) => {
    await openScreen(page, { size, lang: "en", testId: "menu-progress" });
    await seed(page);
    await expect(page.getByTestId("progress")).toBeVisible();
    await expect(page.getByTestId("progress-rating-amath")).toHaveText("1561");
    const chart = page.getByTestId("progress-chart-amath");
    await expect(chart.locator("polyline")).toHaveAttribute("points", /^0\.0,[\d.]+( [\d.]+,[\d.]+){3}$/);
    const box = await chart.boundingBox();
    expect(box.width).toBeLessThanOrEqual(size.width);
    expect(box.height).toBeGreaterThan(50);
    await expect(page.getByTestId("progress-theme-amath-best")).toContainText("1 of 2");
    await expect(page.getByTestId("progress-theme-amath-best").locator("rect.done")).toHaveAttribute("width", "50");
    await expect(page.getByTestId("progress-theme-amath-drill")).toContainText("1 of 1");
    await expect(page.getByTestId("progress-chart-crossword")).toHaveCount(0);
    await expect(page.getByTestId("progress-equity")).toHaveText("9.0");
    const equity = page.getByTestId("progress-equity-chart");
    await expect(equity.locator("polyline")).toHaveAttribute("points", "0.0,20.0 320.0,60.0");
    expect((await equity.boundingBox()).width).toBeLessThanOrEqual(size.width);
    await expect(page.getByTestId(`progress-day-${today()}`)).toHaveClass(/solved/);
    await expect(page.getByTestId("progress-streak")).toHaveText("Daily puzzles solved in a row: 2");
    await expectInView(page, page.getByTestId("progress-rating-amath"), "the rating");
    await page.screenshot({ path: test.info().outputPath(`progress-${name}.png`), fullPage: true });
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
    expect(violations, "axe on the progress screen").toEqual([]);
  });
}

test("progress saved to a file loads on another device, merged; another file changes nothing", async ({ page, browser }) => {
  await openScreen(page, { size: { width: 390, height: 844 }, lang: "th", testId: "menu-progress" });
  await seed(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("progress-export").click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  expect(JSON.parse(text).krada_progress).toBe(1);
  await page.screenshot({ path: test.info().outputPath("progress-thai.png"), fullPage: true });

  // Another device: nothing yet, then the file.
  const device = await browser.newContext(test.info().project.use);
  const other = await device.newPage();
  await openScreen(other, { size: { width: 390, height: 844 }, lang: "en", testId: "menu-progress" });
  await expect(other.getByTestId("progress-rating-amath")).toHaveText("1500");
  await other.getByTestId("progress-import").setInputFiles({ name: "not.json", mimeType: "application/json", buffer: Buffer.from("{\"tiles\":1}") });
  await expect(other.getByTestId("progress-said")).toHaveText("That file is not Krada's progress; nothing was changed.");
  await expect(other.getByTestId("progress-rating-amath")).toHaveText("1500");
  await other.getByTestId("progress-import").setInputFiles({ name: "krada-progress.json", mimeType: "application/json", buffer: Buffer.from(text) });
  await expect(other.getByTestId("progress-said")).toHaveText("Progress loaded and merged with this device's.");
  await expect(other.getByTestId("progress-rating-amath")).toHaveText("1561");
  await other.reload();
  await expect(other.getByTestId("progress-streak")).toHaveText("Daily puzzles solved in a row: 2");
  await device.close();
});
