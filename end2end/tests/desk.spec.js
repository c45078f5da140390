// The tournament desk as a director uses it: entrants pasted, three Swiss
// rounds paired and scored, the standings checked against the results, a
// reload that keeps everything, a second tab that follows, the wall, and
// bad input said in the director's language without changing anything.
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { openScreen, openMenu, expectInView } from "./helpers.js";

const LIST = [
  "name,school,rating",
  "สมชาย ใจดี,โรงเรียนวัดสวน,1800",
  "Ann,St Mary,1700",
  "Ben,โรงเรียนวัดสวน,1600",
  "Kit,Hill School,1500",
  "Nok,Hill School,1400",
  "Dao,St Mary,1300",
].join("\n");

/** The names at table `n`: [A, B] (B is "" for a bye). */
async function tableNames(page, n) {
  const names = await page.getByTestId(`desk-table-${n}`).locator(".desk-entrant .name").allTextContents();
  return [names[0], names[1] ?? ""];
}

/** Types both scores of table `n` (the second box's change enters them). */
async function score(page, n, a, b) {
  await page.getByTestId(`desk-score-${n}-a`).fill(String(a));
  await page.getByTestId(`desk-score-${n}-b`).fill(String(b));
  await page.getByTestId(`desk-score-${n}-b`).press("Tab");
}

async function startEvent(page, size, lang = "en") {
  await openScreen(page, { size, lang, testId: "menu-desk" });
  await page.getByTestId("desk-name").fill("A-Math Cup");
  await page.getByTestId("desk-entrants").fill(LIST);
  await page.getByTestId("desk-rounds").fill("3");
  await page.getByTestId("desk-create").click();
}

for (const [name, size] of [["phone", { width: 390, height: 844 }], ["laptop", { width: 1366, height: 657 }]]) {
  test(`a director runs three Swiss rounds on a ${name}`, async ({ page, context }) => {
    await startEvent(page, size);
    await expect(page.getByTestId("desk-entrant-list").locator("li")).toHaveCount(6);
    await page.getByTestId("desk-pair").click();
    // Round 1 by rating: top half against bottom half.
    await expect(page.getByTestId("desk-round")).toHaveText("Round 1 of 3");
    expect(await tableNames(page, 1)).toEqual(["สมชาย ใจดี", "Kit"]);
    expect(await tableNames(page, 2)).toEqual(["Ann", "Nok"]);
    expect(await tableNames(page, 3)).toEqual(["Ben", "Dao"]);
    for (const n of [1, 2, 3]) await expectInView(page, page.getByTestId(`desk-score-${n}-b`).first(), `table ${n}'s box`);
    await page.screenshot({ path: test.info().outputPath(`desk-round-${name}.png`) });
    // Round 2 waits for every result, and says which.
    await score(page, 1, 420, 380);
    await page.getByTestId("desk-pair").click();
    await expect(page.getByTestId("desk-said")).toHaveText("Round 1 still waits for the result of table 2, 3.");
    await expect(page.getByTestId("desk-round")).toHaveText("Round 1 of 3");
    // A score that is no number is said, and enters nothing.
    await page.getByTestId("desk-score-2-a").fill("4o0");
    await page.getByTestId("desk-score-2-a").press("Tab");
    await expect(page.getByTestId("desk-said")).toHaveText("“4o0” is not a score: type a whole number from 0 to 9999.");
    await score(page, 2, 350, 390); // Nok beats Ann
    await score(page, 3, 401, 400);
    await expect(page.getByTestId("desk-said")).toBeEmpty();
    // A result entered again differently is listed with what it was.
    await score(page, 3, 402, 400);
    await expect(page.getByTestId("desk-corrections")).toContainText("Round 1, table 3: 401–400 → 402–400");
    await page.getByTestId("desk-pair").click();
    await expect(page.getByTestId("desk-round")).toHaveText("Round 2 of 3");
    // No one meets a round-1 opponent again.
    const round2 = [await tableNames(page, 1), await tableNames(page, 2), await tableNames(page, 3)];
    const met = new Set(["สมชาย ใจดี|Kit", "Ann|Nok", "Ben|Dao"]);
    for (const [a, b] of round2) expect(met.has(`${a}|${b}`) || met.has(`${b}|${a}`), `${a} v ${b} again`).toBe(false);
    await score(page, 1, 300, 310);
    await score(page, 2, 500, 200); // capped at 250
    await score(page, 3, 390, 380);
    // A reload keeps everything.
    await page.reload();
    await expect(page.getByTestId("desk-round")).toHaveText("Round 2 of 3");
    await expect(page.getByTestId("desk-score-2-a")).toHaveValue("500");
    // A second tab shows the same event and follows a change made here.
    const other = await context.newPage();
    await other.setViewportSize(size);
    await other.goto("./");
    await openMenu(other, "menu-desk");
    await expect(other.getByTestId("desk-round")).toHaveText("Round 2 of 3");
    await page.getByTestId("desk-pair").click();
    await expect(other.getByTestId("desk-round")).toHaveText("Round 3 of 3");
    await other.close();
    // Round 3: table 1's side A is absent; the other side wins 100–0.
    await page.getByTestId("desk-absent-1").selectOption("a");
    await expect(page.getByTestId("desk-score-1-a")).toHaveValue("0");
    await expect(page.getByTestId("desk-score-1-b")).toHaveValue("100");
    await score(page, 2, 410, 400);
    await score(page, 3, 333, 333); // a draw
    await expect(page.getByTestId("desk-pair")).toHaveCount(0);
    // The standings add up: every entrant has three games, and the points
    // are two a win, one a draw, in order.
    await page.getByTestId("desk-tab-standings").click();
    const rows = page.getByTestId("desk-standings").locator("tbody tr");
    await expect(rows).toHaveCount(6);
    const points = [];
    for (let i = 1; i <= 6; i++) {
      const cells = await page.getByTestId(`desk-standing-${i}`).locator("td").allTextContents();
      expect(cells[0]).toBe(String(i));
      expect(cells[3], `${cells[1]}'s games`).toBe("3");
      points.push(Number(cells[4]));
    }
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(points.reduce((a, b) => a + b, 0), "2 points a game, 9 games").toBe(18);
    await expectInView(page, page.getByTestId("desk-standing-6"), "the last standing");
    await page.screenshot({ path: test.info().outputPath(`desk-standings-${name}.png`), fullPage: true });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

test("the wall shows the pairings and standings large at 1920×1080, in Thai", async ({ page }) => {
  await startEvent(page, { width: 1920, height: 1080 }, "th");
  await page.getByTestId("desk-pair").click();
  await expect(page.getByTestId("desk-round")).toHaveText("รอบที่ 1 จาก 3");
  await page.getByTestId("desk-wall").click();
  const wall = page.getByTestId("desk-wall-view");
  await expectInView(page, wall, "the wall");
  await expect(wall).toContainText("สมชาย ใจดี");
  await expect(wall).toContainText("โรงเรียนวัดสวน");
  await expect(wall).toContainText("อันดับ");
  const nameSize = await wall.locator(".desk-wall-pairings .name").first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(nameSize, "names readable from the back of a hall").toBeGreaterThanOrEqual(45);
  await page.screenshot({ path: test.info().outputPath("desk-wall.png") });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByTestId("desk-wall-close").click();
  await expect(wall).toHaveCount(0);
});

test("a list that names someone twice is refused in Thai and the form keeps it", async ({ page }) => {
  await openScreen(page, { size: { width: 390, height: 844 }, lang: "th", testId: "menu-desk" });
  await page.getByTestId("desk-entrants").fill("name,school\nAnn,A\nann,B\n");
  await page.getByTestId("desk-create").click();
  await expect(page.getByTestId("desk-said")).toHaveText("ann อยู่ในรายชื่อสองครั้ง");
  await expect(page.getByTestId("desk-entrants")).toHaveValue("name,school\nAnn,A\nann,B\n");
  await expect(page.getByTestId("desk-pair")).toHaveCount(0);
  await expectInView(page, page.getByTestId("desk-create"), "the start button");
});

test("the event downloads as a file that opens again, and as CSV with Thai intact", async ({ page }) => {
  await startEvent(page, { width: 1366, height: 657 });
  await page.getByTestId("desk-pair").click();
  await score(page, 1, 420, 380);
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByTestId("desk-download").click()]);
  expect(file.suggestedFilename()).toBe("A-Math-Cup.json");
  const saved = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(saved);
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("desk-standings-csv").click()]);
  const csvPath = test.info().outputPath("standings.csv");
  await csv.saveAs(csvPath);
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(csvPath, "utf8");
  expect(text.startsWith("\uFEFFDivision,#,Name,School,Games,Points,Spread\n")).toBe(true);
  expect(text).toContain("สมชาย ใจดี,โรงเรียนวัดสวน,1,2,+40");
  // A new event, then the file opened again: the round and its result.
  page.once("dialog", (d) => d.accept());
  await page.getByTestId("desk-new").click();
  await expect(page.getByTestId("desk-create")).toBeVisible();
  await page.getByTestId("desk-open-file").setInputFiles(saved);
  await expect(page.getByTestId("desk-said")).toHaveText("Opened A-Math-Cup.json.");
  await page.getByTestId("desk-tab-round").click();
  await expect(page.getByTestId("desk-score-1-a")).toHaveValue("420");
  // A file that is not an event changes nothing.
  page.once("dialog", (d) => d.accept());
  await page.getByTestId("desk-new").click();
  await page.getByTestId("desk-open-file").setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from("{\"format\":\"krada-game\"}") });
  await expect(page.getByTestId("desk-said")).toHaveText("x.json: This is not a Krada tournament file.");
  await expect(page.getByTestId("desk-create")).toBeVisible();
});

test("the desk prints the pairings, a slip a table, the standings with the schools, and certificates", async ({ page }) => {
  await startEvent(page, { width: 1366, height: 657 });
  await page.getByTestId("desk-pair").click();
  await score(page, 1, 420, 380);
  await score(page, 2, 350, 390);
  await score(page, 3, 401, 400);
  // The school table on the standings: each school's best three.
  await page.getByTestId("desk-tab-standings").click();
  const schools = page.getByTestId("desk-schools").locator("tbody tr");
  await expect(schools).toHaveCount(3);
  await page.getByTestId("desk-school-best").fill("1");
  await page.getByTestId("desk-school-best").press("Tab");
  await expect(page.getByTestId("desk-schools").locator("tbody tr").first().locator("td").nth(4)).not.toContainText(",");
  await page.getByTestId("desk-tab-print").click();
  const doc = page.getByTestId("desk-print-doc");
  await expect(doc.locator("tbody tr")).toHaveCount(3);
  await expect(doc.locator(".desk-find li")).toHaveCount(6);
  await page.getByTestId("desk-print-slips").check();
  await expect(doc.locator(".desk-slip")).toHaveCount(3);
  await expect(page.getByTestId("desk-slip-2")).toContainText("Ann");
  await expect(page.getByTestId("desk-slip-2")).toContainText("Nok");
  await page.getByTestId("desk-print-certificates").check();
  await expect(doc.locator(".desk-certificate")).toHaveCount(3);
  await page.getByTestId("desk-prize-places").fill("2");
  await page.getByTestId("desk-prize-places").press("Tab");
  await expect(doc.locator(".desk-certificate")).toHaveCount(2);
  await expect(page.getByTestId("desk-certificate-1")).toContainText("Place 1");
  await expect(page.getByTestId("desk-certificate-1")).toContainText("A-Math Cup");
  // Printed, only the document shows: no desk controls, no top bar.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("desk-pair")).toBeHidden();
  await expect(page.getByTestId("desk-tab-print")).toBeHidden();
  await expect(page.getByTestId("menu-desk")).toBeHidden();
  await expect(page.getByTestId("desk-certificate-1")).toBeVisible();
  await page.pdf({ path: test.info().outputPath("certificates.pdf"), format: "A4" });
  await page.emulateMedia({ media: "screen" });
  await page.screenshot({ path: test.info().outputPath("desk-print.png"), fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test("on the wall a list longer than the screen scrolls by itself, then starts again from the top", async ({ page }) => {
  const many = ["name,school,rating", ...Array.from({ length: 40 }, (_, i) => `Player ${i + 1},School ${i % 7},${2000 - i}`)].join("\n");
  await openScreen(page, { size: { width: 1920, height: 1080 }, lang: "en", testId: "menu-desk" });
  await page.getByTestId("desk-entrants").fill(many);
  await page.getByTestId("desk-create").click();
  await page.getByTestId("desk-pair").click();
  await page.getByTestId("desk-wall").click();
  const list = page.locator(".desk-wall-list");
  const overflow = await list.evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(overflow, "40 entrants do not fit one screen").toBeGreaterThan(0);
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0);
  // It rests at the top for 3 s, then moves on.
  await expect.poll(() => list.evaluate((el) => el.scrollTop), { timeout: 10_000 }).toBeGreaterThan(50);
});
