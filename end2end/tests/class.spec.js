// A class duplicate session driven by the teacher, with the wall beside it:
// same board and rack for everyone, a countdown, entries checked at once,
// the reveal in rank, the best play placed and a new rack drawn; all of it
// kept through a reload.
import { test, expect } from "@playwright/test";
import { openingLine, openingText, openMenu } from "./helpers.js";

async function rackLabels(page) {
  return page.locator("[data-testid=class-rack] .rack-like").evaluateAll((tiles) => tiles.map((t) => t.dataset.tile));
}

test("a class round: countdown, entries checked and scored, reveal, next rack, all on the wall", async ({ page }, testInfo) => {
  // A whole round, two windows and a reload, the computer listing every
  // play twice: about 25 s on a quiet test machine, near the default 30.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.clock.install();
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-class");
  await page.getByTestId("class-tiles").selectOption("standard");
  await page.getByTestId("class-minutes").selectOption("1");
  // Seed 5 deals 3 × +/- ×/÷ 8 5 = -: 264 plays, among them 8=3+5.
  await page.getByTestId("class-seed").fill("5");
  await page.getByTestId("class-start").click();
  await expect(page.getByTestId("class-round-title")).toHaveText("Round 1");
  const labels = await rackLabels(page);
  expect(labels).toHaveLength(8);
  await expect(page.getByTestId("class-plays")).toHaveText(/^\d+ legal plays$/, { timeout: 20_000 });

  const [wall] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("show-on-wall").click()]);
  await wall.setViewportSize({ width: 1920, height: 1080 });
  // The class round's rack is for everyone: the wall shows it.
  await expect(wall.locator("[data-testid=wall-rack] .wall-rack-tile")).toHaveCount(8);
  await expect(wall.getByTestId("wall-title")).toHaveText("Round 1");

  await page.getByTestId("class-countdown-start").click();
  await expect(page.getByTestId("class-countdown")).toHaveText("1:00");
  await expect(wall.getByTestId("wall-countdown")).toHaveText(/^(1:00|0:59)$/);
  await page.clock.runFor(30_000);
  await expect(page.getByTestId("class-countdown")).toHaveText(/^0:[0-3]\d$/);

  const line = openingLine(labels);
  expect(line, `an opening in ${labels}`).not.toBeNull();
  const text = openingText(line);
  await page.getByTestId("class-entry-name").fill("Group 1");
  await page.getByTestId("class-entry-play").fill(text.replace("×", "*"));
  await page.getByTestId("class-entry-add").click();
  await page.getByTestId("class-entry-name").fill("Group 2");
  await page.getByTestId("class-entry-play").fill("8H 1+1=3");
  await page.getByTestId("class-entry-add").click();
  await expect(page.getByTestId("class-entry-0")).toContainText(/\d+ points, rank \d+ of \d+/);
  await expect(page.getByTestId("class-entry-1")).toContainText("not a legal play");
  const entryScore = Number((await page.getByTestId("class-entry-0").textContent()).match(/(\d+) points/)[1]);

  // A reload of the teacher's page keeps the round, its countdown and entries.
  await page.reload();
  await expect(page.getByTestId("class-round-title")).toHaveText("Round 1");
  await expect(page.getByTestId("class-entry-0")).toContainText(/rank \d+/);
  await expect(page.getByTestId("class-countdown")).toHaveText(/^0:[0-2]\d$/);

  await page.getByTestId("class-reveal").click();
  await expect(page.getByTestId("class-reveal-0")).toContainText(/ — \d+$/);
  const best = Number((await page.getByTestId("class-reveal-0").textContent()).match(/(\d+)$/)[1]);
  expect(best).toBeGreaterThanOrEqual(entryScore);
  // The best play is laid on the board, here and on the wall, marked.
  await expect(page.locator("[data-testid^=class-cell-].last").first()).toBeVisible();
  await expect(wall.locator("[data-testid^=wall-cell-].last").first()).toBeVisible();
  // Listed one by one, the class's entry among them at its rank.
  for (let i = 0; i < 12; i++) await page.getByTestId("class-show-next").click();
  await expect(page.getByTestId("class-reveal")).toContainText("found by Group 1");
  await page.screenshot({ path: testInfo.outputPath("class-reveal.png") });
  await wall.screenshot({ path: testInfo.outputPath("class-wall.png") });

  await page.getByTestId("class-next-round").click();
  await expect(page.getByTestId("class-round-title")).toHaveText("Round 2");
  await expect(page.locator("[data-testid^=class-cell-].filled")).not.toHaveCount(0);
  expect(await rackLabels(page)).toHaveLength(8);
  await expect(page.getByTestId("class-history")).toContainText(`— ${best}`);
  await expect(page.getByTestId("class-standings")).toContainText(`Group 1${entryScore} of ${best}`);
  await expect(wall.getByTestId("wall-turn-1")).toContainText(String(best));

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("class-download").click()]);
  const report = await (await download.createReadStream()).toArray();
  const textReport = Buffer.concat(report).toString("utf8");
  expect(textReport).toContain("Round 1");
  expect(textReport).toContain("Group 1");
  expect(textReport).toContain(`Best possible total: ${best}`);
});

test("a damaged class session is reported and kept aside, not wiped", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => {
    localStorage.setItem("krada.lang", "en");
    localStorage.setItem("krada.class", "{\"session\": 12");
  });
  await page.reload();
  await expect(page.getByTestId("notice")).toContainText("could not be read");
  expect(await page.evaluate(() => localStorage.getItem("krada.class.unreadable"))).toBe("{\"session\": 12");
});

test("a Crossword class round is judged by the site's word list", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-class");
  await page.getByTestId("class-tiles").selectOption("english");
  await page.getByTestId("class-seed").fill("3");
  await page.getByTestId("class-start").click();
  await expect(page.locator("[data-testid=class-rack] .rack-like")).toHaveCount(7);
  await expect(page.getByTestId("class-plays")).toHaveText(/^[\d,]+ legal plays$/, { timeout: 30_000 });
  await page.getByTestId("class-entry-name").fill("Nok");
  await page.getByTestId("class-entry-play").fill("8H QQQ");
  await page.getByTestId("class-entry-add").click();
  await expect(page.getByTestId("class-entry-0")).toContainText("not a legal play");
  await page.getByTestId("class-reveal").click();
  // The best play is a word of the list, with its square and score.
  await expect(page.getByTestId("class-reveal-0")).toHaveText(/^([0-9]+[A-O]|[A-O][0-9]+) [A-Za-z]+ — \d+$/);
  await page.getByTestId("class-next-round").click();
  await expect(page.getByTestId("class-round-title")).toHaveText("Round 2");
  await expect(page.locator("[data-testid^=class-cell-].filled")).not.toHaveCount(0);
});
