// A play entered on the table's sheet as players write it: scored by the
// rules, shown on a board diagram, its reason given when it cannot go
// there; a Crossword game entered play by play downloads as GCG that
// Krada's replay opens, to the sheet's result.
import { test, expect } from "@playwright/test";
import { openTableSheet, openMenu, expectInView } from "./helpers.js";

const start = openTableSheet;

test("an A-Math play written on the sheet is scored and shown on the board, on a phone", async ({ page }) => {
  await start(page, { size: { width: 360, height: 740 }, game: "standard" });
  const said = page.getByTestId("table-play-said");
  await page.getByTestId("table-play").fill("2B 1=1");
  await expect(said).toHaveAttribute("data-valid", "false");
  // A tap on the board starts the play there; a second tap turns it down.
  await page.getByTestId("table-play").fill("9×4=36");
  await page.getByTestId("table-sq-G8").click();
  await expect(page.getByTestId("table-play")).toHaveValue("8G 9×4=36");
  await page.getByTestId("table-sq-G8").click();
  await expect(page.getByTestId("table-play")).toHaveValue("G8 9×4=36");
  await page.getByTestId("table-sq-G8").click();
  await expect(page.getByTestId("table-play")).toHaveValue("8G 9×4=36");
  await expect(said).toHaveAttribute("data-valid", "true");
  const scores = Number((await said.textContent()).match(/(\d+)/)[1]);
  expect(scores).toBeGreaterThan(0);
  const diagram = page.getByTestId("table-diagram");
  await expect(diagram.locator(".sq.new")).toHaveCount(6);
  await page.screenshot({ path: test.info().outputPath("play-phone.png"), fullPage: true });
  await page.getByTestId("table-play").press("Enter");
  await expect(page.getByTestId("table-line-0")).toHaveText(String(scores));
  await expect(diagram.locator(".sq.filled")).toHaveCount(6);
  await expect(diagram.locator(".sq.new")).toHaveCount(0);
  await expectInView(page, page.getByTestId("table-play"), "the play's field");
  // The tiles on the board are counted as seen.
  await page.getByTestId("table-tracker").locator("summary").click();
  await expect(page.getByTestId("table-unseen")).toHaveText("94 unseen");
  // Challenged off, the play leaves the board.
  await page.getByTestId("table-line-0").click();
  await page.getByTestId("table-agree").check();
  await page.getByTestId("table-challenged-off").click();
  await expect(page.getByTestId("table-line-0")).toHaveText("Challenged off (0)");
  await expect(page.getByTestId("table-diagram").locator(".sq.filled")).toHaveCount(0);
  await expect(page.getByTestId("table-unseen")).toHaveText("100 unseen");
});

test("a Crossword game entered play by play opens in the replay from its GCG", async ({ page }) => {
  await start(page, { size: { width: 1366, height: 657 }, game: "english" });
  for (const play of ["8G CAT", null, "H7 MAT", "9G TOE"]) {
    if (play) {
      await page.getByTestId("table-play").fill(play);
      await expect(page.getByTestId("table-play-said")).toHaveAttribute("data-valid", "true");
      await page.getByTestId("table-enter").click();
    } else {
      await page.getByTestId("table-exchange").click();
    }
  }
  await expect(page.locator(".pad-title")).toHaveText("Ann: score of turn 3");
  await page.screenshot({ path: test.info().outputPath("crossword-sheet.png"), fullPage: true });
  await page.getByTestId("table-end").click();
  await page.getByTestId("table-rack-0-Q").click();
  await page.getByTestId("table-finish").click();
  const finals = [await page.getByTestId("table-sum-3-0").textContent(), await page.getByTestId("table-sum-3-1").textContent()];
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("table-download-gcg").click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  expect(text).toMatch(/^#character-encoding UTF-8\n#player1 Ann Ann\n#player2 Ben Ben\n/);
  expect(text).toContain(">Ann: 8G CAT +");
  expect(text).toContain(">Ben: (Q) +20 ");
  await openMenu(page, "menu-saved");
  await page.getByTestId("load-gcg").setInputFiles({ name: "table.gcg", mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(page.getByTestId("replay")).toBeVisible();
  await page.getByTestId("replay-last").click();
  await expect(page.getByTestId("replay-scores")).toHaveText(`Ann ${finals[0]} – ${finals[1]} Ben`);
  await expect(page.getByTestId("replay-cell-H7")).toContainText("M");
});

test("an A-Math game kept at the table replays move by move, and its file opens again", async ({ page }) => {
  await start(page, { size: { width: 390, height: 844 }, game: "standard" });
  await page.getByTestId("table-play").fill("8G 9×4=36");
  await expect(page.getByTestId("table-play-said")).toHaveAttribute("data-valid", "true");
  await page.getByTestId("table-enter").click();
  await page.getByTestId("table-exchange").click();
  // A play entered by its score alone.
  await page.getByTestId("table-score").fill("12");
  await page.getByTestId("table-enter").click();
  await page.getByTestId("table-end").click();
  await page.getByTestId("table-rack-1-5").click();
  await page.getByTestId("table-finish").click();
  const finals = [await page.getByTestId("table-sum-3-0").textContent(), await page.getByTestId("table-sum-3-1").textContent()];
  await page.getByTestId("table-replay").click();
  await expect(page.getByTestId("replay")).toBeVisible();
  await page.getByTestId("replay-last").click();
  await expect(page.getByTestId("replay-scores")).toHaveText(`Ann ${finals[0]} – ${finals[1]} Ben`);
  await expect(page.getByTestId("replay-cell-G8")).toContainText("9");
  await expectInView(page, page.getByTestId("replay-cell-G8"), "the first play's tile");
  await page.screenshot({ path: test.info().outputPath("table-replay-phone.png"), fullPage: true });
  // Back at the first play, its tiles are marked as the last play.
  await page.getByTestId("replay-first").click();
  await page.getByTestId("replay-next").click();
  await expect(page.getByTestId("replay-cell-L8")).toHaveClass(/last/);
  await page.getByTestId("replay-close").click();
  await expect(page.getByTestId("table-result")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("table-download-record").click()]);
  const text = Buffer.concat(await (await download.createReadStream()).toArray()).toString("utf8");
  expect(JSON.parse(text).format).toBe("krada-table");
  await openMenu(page, "menu-saved");
  await page.getByTestId("load-record").setInputFiles({ name: "table.json", mimeType: "application/json", buffer: Buffer.from(text) });
  await expect(page.getByTestId("replay")).toBeVisible();
  await page.getByTestId("replay-last").click();
  await expect(page.getByTestId("replay-scores")).toHaveText(`Ann ${finals[0]} – ${finals[1]} Ben`);
  // A later Krada's table file is refused with the reason, nothing lost.
  await page.getByTestId("replay-close").click();
  const later = text.replace('"version": 1', '"version": 9');
  await page.getByTestId("load-record").setInputFiles({ name: "later.json", mimeType: "application/json", buffer: Buffer.from(later) });
  await expect(page.getByRole("alert")).toContainText("version 9");
});
