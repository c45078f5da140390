// Crossword: a scripted game with a word list written here, the site's
// ENABLE list fetched only when needed, GCG written and read back.
import { test, expect } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { startGame, typeAt, siteHasWordList, pass, openMoreOptions, openMenu } from "./helpers.js";

// Seed 8 deals Ann (who starts) TNNTOSI and Ben TEAMENI.
const WORDS = "# our own test list\nTONS\nSNOT\nTON\nNOT\nTEAM\nMEAT\nMATE\nTAME\n";

async function downloadText(page, testId) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  return { name: download.suggestedFilename(), text: await readFile(await download.path(), "utf8") };
}

test("a scripted Crossword game: a phony challenged off, an exchange, the end adjustment, GCG read back identically", async ({ page }) => {
  await startGame(page, { seed: 8, challenge: true, crossword: { words: WORDS } });
  await expect(page.getByTestId("cell-H8")).toHaveAttribute("data-premium", "star");
  // Crossword's star doubles the word: it wears the pink of word ×2 (seed 003).
  await expect(page.getByTestId("cell-H8")).toHaveCSS("background-color", "rgb(245, 163, 181)");
  // Ann: TONS across through the star, doubled: (1+1+1+1)×2.
  await typeAt(page, "G8", ["T", "O", "N", "S", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await expect(page.getByTestId("turn-1")).toContainText("8G TONS");
  // Ben: TEM down from the T, a phony the challenge mode lets stand for now.
  await typeAt(page, "G9", ["E", "M", "Enter"], { down: true });
  await expect(page.getByTestId("score-1")).toHaveText("6");
  // Seed 003: the challenger takes as long as it needs: no countdown, no Hold.
  await expect(page.getByTestId("challenge-window")).toHaveCount(0);
  await expect(page.getByTestId("challenge")).toBeEnabled();
  // Ann challenges: the play comes off, and the referee says only that.
  await page.getByTestId("challenge").click();
  await expect(page.getByTestId("notice")).toContainText("challenge: not acceptable, the play comes off");
  await expect(page.getByTestId("notice")).not.toContainText("TEM");
  await expect(page.getByTestId("score-1")).toHaveText("0");
  await expect(page.getByTestId("cell-G9")).not.toHaveClass(/filled/);
  // Ann keeps the move and exchanges two tiles.
  await page.getByTestId("exchange").click();
  await page.locator(".rack-tile").nth(0).click();
  await page.locator(".rack-tile").nth(1).click();
  await page.getByTestId("exchange").click();
  await expect(page.getByTestId("turn-5")).toContainText("exchange 2");
  // Four passes make six scoreless turns: each side loses its own rack.
  for (let i = 0; i < 4; i++) await pass(page);
  await expect(page.getByTestId("result")).toBeVisible();
  await expect(page.getByTestId("sheet")).toContainText("tiles left on the rack");
  const final = [Number(await page.getByTestId("score-0").textContent()), Number(await page.getByTestId("score-1").textContent())];
  expect(final[0]).toBeLessThan(8);
  expect(final[1]).toBeLessThan(0);

  // The game as GCG, then read back into the replay and written again.
  const gcg = await downloadText(page, "download-gcg");
  expect(gcg.name).toMatch(/\.gcg$/);
  expect(gcg.text).toMatch(/^#character-encoding UTF-8\n#player1 Ann Ann\n#player2 Ben Ben\n#lexicon test-words.txt\n/);
  expect(gcg.text).toContain(">Ann: INNOSTT 8G TONS +8 8\n");
  expect(gcg.text).toContain(">Ben: AEEIMNT G8 .EM +6 6\n>Ben: AEEIMNT -- -6 0\n");
  expect(gcg.text).toMatch(/>Ann: [A-Z?]{7} -[A-Z?]{2} \+0 8\n/);
  expect(gcg.text).toMatch(/>Ann: [A-Z?]+ \([A-Z?]+\) -\d+ -?\d+\n/);
  await openMenu(page, "menu-saved");
  await page.getByTestId("load-gcg").setInputFiles({ name: gcg.name, mimeType: "text/plain", buffer: Buffer.from(gcg.text) });
  await expect(page.getByTestId("replay")).toBeVisible();
  await expect(page.getByTestId("replay-step")).toHaveText("Before the first move");
  // Analysis: what Ann's first rack could have played, beside what she played.
  await page.getByTestId("replay-analyse").click();
  await expect(page.getByTestId("analysis-0")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("replay-played")).toContainText("Ann: INNOSTT 8G TONS +8 8");
  await expect(page.getByTestId("analysis-0")).toContainText(/^([0-9]+[A-O]|[A-O][0-9]+) [A-Z]+ — \d+/);
  await page.getByTestId("replay-next").click();
  await expect(page.getByTestId("replay-cell-H8")).toContainText("O");
  await expect(page.getByTestId("replay-scores")).toHaveText("Ann 8 – 0 Ben");
  await page.getByTestId("replay-next").click();
  await expect(page.getByTestId("replay-cell-G9")).toContainText("E");
  await page.getByTestId("replay-next").click();
  await expect(page.getByTestId("replay-cell-G9")).not.toContainText("E");
  await page.getByTestId("replay-last").click();
  // Scores shown with a true minus sign, as the clocks write penalties.
  const shown = (n) => (n < 0 ? `−${-n}` : `${n}`);
  await expect(page.getByTestId("replay-scores")).toHaveText(`Ann ${shown(final[0])} – ${shown(final[1])} Ben`);
  const again = await downloadText(page, "replay-download");
  expect(again.text).toBe(gcg.text);
});

test("a damaged GCG file is refused with its line, in Thai too", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-saved");
  const text = "#player1 ann Ann\n#player2 ben Ben\n>ann: ACETTXZ 8Z CAT +10 10\n";
  await page.getByTestId("load-gcg").setInputFiles({ name: "bad.gcg", mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(page.getByTestId("notice")).toContainText('bad.gcg: Line 3: "8Z" is not a square like 8H or H8');
  // The message on screen follows a change of language, reason and all
  // (the Thai words arrive after the click: the notice waits for them).
  await openMenu(page, "lang-switch");
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByTestId("notice")).toContainText("bad.gcg: บรรทัดที่ 3");
  await expect(page.getByTestId("notice")).not.toContainText("Line 3");
  await page.getByTestId("load-gcg").setInputFiles({ name: "bad.gcg", mimeType: "text/plain", buffer: Buffer.from(text) });
  await expect(page.getByTestId("notice")).toContainText("บรรทัดที่ 3");
});

test("a hand-entered GCG file in Latin-1 opens, its wrong score shown as a warning", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-saved");
  // No #character-encoding: ISO-8859-1, so 0xEB is ë. CAT scores 10, not 12.
  const bytes = Buffer.concat([
    Buffer.from("#player1 zoe Zo"),
    Buffer.from([0xeb]),
    Buffer.from("\r\n#player2 ben Ben\r\n>zoe:  ACETTXZ  8g CAT +12 12 CAT, AT\r\n"),
  ]);
  await page.getByTestId("load-gcg").setInputFiles({ name: "hand.gcg", mimeType: "text/plain", buffer: bytes });
  await expect(page.getByTestId("replay")).toBeVisible();
  await expect(page.getByTestId("replay-warnings")).toHaveText("warning: Line 3: this scores 10, the file says 12");
  await page.getByTestId("replay-last").click();
  await expect(page.getByTestId("replay-scores")).toHaveText("Zoë 12 – 0 Ben");
  await expect(page.getByTestId("replay-cell-G8")).toContainText("C");
});

test("a word list with a bad line says which, and the player's own list is kept for later visits", async ({ page }) => {
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-new");
  await openMoreOptions(page);
  // Every division plays the same 22 minutes (seed 000): there is no other tournament clock.
  await page.getByTestId("clock-22").check();
  await page.getByTestId("game-crossword").check();
  await expect(page.getByTestId("clock-20")).toHaveCount(0);
  await expect(page.getByTestId("clock-22")).toBeChecked();
  await page.getByTestId("words-upload").setInputFiles({ name: "bad.txt", mimeType: "text/plain", buffer: Buffer.from("CAT\nDOG!\n") });
  await expect(page.getByTestId("notice")).toContainText('Line 2: "DOG!" is not a word');
  await page.getByTestId("words-upload").setInputFiles({ name: "mine.txt", mimeType: "text/plain", buffer: Buffer.from(WORDS) });
  await expect(page.getByTestId("words-own-status")).toContainText("“mine.txt”, 8 words");
  await page.reload();
  await openMenu(page, "menu-new");
  await page.getByTestId("game-crossword").check();
  await expect(page.getByTestId("words-own-status")).toContainText("“mine.txt”, 8 words");
});

test("the site's word list is fetched only when Crossword is chosen, and judges plays", async ({ page }) => {
  test.skip(!(await siteHasWordList(page)), "the site was built without ENABLE2K (see README: KRADA_LEXICON)");
  const fetched = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.reload();
  await openMenu(page, "menu-new");
  expect(fetched.filter((p) => p.endsWith(".dawg"))).toEqual([]);
  await startGame(page, { seed: 8, crossword: {} });
  expect(fetched.filter((p) => p.endsWith(".dawg")).length).toBeGreaterThan(0);
  await typeAt(page, "G8", ["T", "N", "O", "S"]);
  await expect(page.getByTestId("play")).toBeDisabled();
  await expect(page.getByTestId("play")).toHaveAttribute("title", /8G TNOS: not in the word list/);
  await page.getByTestId("recall").click();
  await typeAt(page, "G8", ["S", "N", "O", "T", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  // The computer answers with a real word.
  await page.getByTestId("hint").click();
  await expect(page.getByTestId("hint-0")).toBeVisible({ timeout: 15_000 });
});

test("a Crossword game with the player's own list resumes after a reload, judged by that list", async ({ page }) => {
  await startGame(page, { seed: 8, crossword: { words: WORDS } });
  await typeAt(page, "G8", ["T", "O", "N", "S", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await page.reload();
  await expect(page.getByTestId("game")).toBeVisible();
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await expect(page.getByTestId("cell-H8")).toContainText("O");
  // Ben's TEM is still judged by the list: refused, naming the word.
  await typeAt(page, "G9", ["E", "M"], { down: true });
  await expect(page.getByTestId("play")).toHaveAttribute("title", /G8 TEM: not in the word list/);
});

test("the computer plays Crossword with the player's own list", async ({ page }) => {
  await startGame(page, { seed: 8, opponent: "hard", crossword: { words: WORDS } });
  await typeAt(page, "G8", ["T", "O", "N", "S", "Enter"]);
  await expect(page.getByTestId("turn-2")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("to-move")).toContainText("Ann");
});

test("the expert plays Crossword with ENABLE, its word graph sent to every worker", async ({ page }) => {
  test.skip(!(await siteHasWordList(page)), "the site was built without ENABLE2K (see README: KRADA_LEXICON)");
  await startGame(page, { seed: 8, opponent: "expert", think: 3, crossword: {} });
  const sheetRows = page.locator("[data-testid=sheet] tbody tr");
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 20_000 });
  const before = await sheetRows.count();
  await pass(page);
  // Every worker simulates (racks tried on each), and the computer plays a word.
  await expect(page.getByTestId("expert-thinking")).toContainText(/[1-9]\d* opponent racks tried/, { timeout: 10_000 });
  await expect(sheetRows).toHaveCount(before + 2, { timeout: 20_000 });
  const last = await sheetRows.last().textContent();
  expect(last).toMatch(/Krada \(computer\)/);
  expect(last).toMatch(/\+[1-9]/);
  await expect(page.getByTestId("computer-lost")).toHaveCount(0);
});

test("Crossword's board wears seed 003's colours, A-Math's its own", async ({ page }) => {
  const colour = (cell) => page.getByTestId(`cell-${cell}`).evaluate((el) => getComputedStyle(el).backgroundColor);
  await startGame(page, { seed: 8, crossword: { words: WORDS } });
  // Red word ×3, pink word ×2 (the star too), dark blue letter ×3, light blue letter ×2.
  const crossword = { A1: await colour("A1"), B2: await colour("B2"), H8: await colour("H8"), F2: await colour("F2"), D1: await colour("D1") };
  expect(crossword.A1).toBe("rgb(215, 38, 46)");
  expect(crossword.B2).toBe("rgb(245, 163, 181)");
  expect(crossword.H8).toBe(crossword.B2);
  expect(crossword.F2).toBe("rgb(30, 58, 138)");
  expect(crossword.D1).toBe("rgb(143, 208, 240)");
  await expect(page.getByTestId("legend").locator(".swatch.line-x2")).toHaveCSS("background-color", "rgb(245, 163, 181)");
  // A-Math keeps its yellow ×2 equation squares (a fresh form: the last one chose Crossword).
  await page.evaluate(() => localStorage.clear());
  await startGame(page, { seed: 8 });
  const yellow = await page.locator(".cell.amath.line-x2").first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(yellow).toBe("rgb(244, 196, 48)");
});
