// The computer player thinks in a Web Worker: it answers with legal moves
// while the page stays responsive, and its hints can be played.
import { test, expect } from "@playwright/test";
import { startGame, pass, openMenu, loadRecordAfresh } from "./helpers.js";

function startAgainstComputer(page, level, seed) {
  return startGame(page, { seed, opponent: level, clockMinutes: 22 });
}

test("the hard computer answers each turn with a legal move", async ({ page }) => {
  // Seed 11 deals the computer racks it can play from (with some deals a
  // rack makes no equation on the empty board and it must exchange).
  await startAgainstComputer(page, "hard", 11);
  const sheetRows = page.locator("[data-testid=sheet] tbody tr");
  // Wait for Ann's turn (the computer may start).
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  for (let round = 0; round < 3; round++) {
    const before = await sheetRows.count();
    await expect(page.locator(".rack-tile")).toHaveCount(8);
    await pass(page);
    // Ann's pass and the computer's answer both reach the sheet.
    await expect(sheetRows).toHaveCount(before + 2, { timeout: 15_000 });
    await expect(page.getByTestId("to-move")).toHaveText("Ann to move");
  }
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  const moves = await sheetRows.allTextContents();
  const computerRows = moves.filter((row) => row.includes("Krada (computer)"));
  expect(computerRows.length).toBeGreaterThanOrEqual(3);
  // The computer plays (it does not pass) from a fresh bag, and scores.
  expect(computerRows.some((row) => /\+[1-9]/.test(row))).toBe(true);
  await expect(page.getByTestId("computer-lost")).toHaveCount(0);
});

test("the page and the clock stay responsive while the computer thinks", async ({ page }) => {
  await startAgainstComputer(page, "hard", 7);
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  await pass(page);
  // While the worker thinks, the main thread answers a click at once.
  const started = Date.now();
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("lang-switch")).toHaveText("English");
  expect(Date.now() - started).toBeLessThan(2_000);
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
});

test("a hint shows the best plays, and one can be laid out and played", async ({ page }) => {
  await startGame(page, { seed: 11 });
  await page.getByTestId("hint").click();
  const first = page.getByTestId("hint-0");
  await expect(first).toBeVisible({ timeout: 15_000 });
  // The whole equation, its square, its score, and why it ranks there.
  const line = await first.locator(".hint-line").textContent();
  expect(line).toMatch(/^(\d+[A-O]|[A-O]\d+) \S*=\S* — \d+$/);
  await expect(first.locator(".hint-why")).toContainText(/^\d+ points, [+-]\d+\.\d for the tiles kept \(.+\)(, -\d+\.\d for the premium squares it opens to the opponent)? = \d+\.\d$/);
  const score = line.match(/— (\d+)$/)[1];
  await first.click();
  await expect(page.getByTestId("preview")).toHaveText(`This play scores ${score}`);
  await page.getByTestId("play").click();
  await expect(page.getByTestId("score-0")).toHaveText(score);
  await expect(page.getByTestId("hints")).toHaveCount(0);
});

test("with one tile in the bag the hints say the draws each wins, best first, on the screen and aloud", async ({ page }, testInfo) => {
  // Ann against the hard level at A-Math, the turn its bag holds one tile
  // (seed 18): after each play the computer draws one of the nine tiles
  // unseen, or holds them all.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("./");
  await loadRecordAfresh(page, new URL("./fixtures/amath-bag-of-one.json", import.meta.url).pathname);
  await expect(page.getByTestId("bag-count")).toContainText("1");
  await page.getByTestId("hint").click();
  const hints = page.getByTestId("hints").locator(".hint-why");
  await expect(hints.first()).toBeVisible({ timeout: 30_000 });
  await expect(hints.first()).toBeInViewport();
  const said = await hints.allTextContents();
  expect(said.length).toBeGreaterThan(1);
  const won = said.map((why) => {
    const m = why.match(/^wins on (\d+)(½?) of (\d+) draws; \d+ points/);
    expect(m, why).not.toBeNull();
    expect(m[3], "every tile unseen is a draw").toBe("9");
    return Number(m[1]) + (m[2] ? 0.5 : 0);
  });
  expect(won, "ranked by the draws they win").toEqual([...won].sort((a, b) => b - a));
  await expect(page.getByTestId("announcer")).toContainText(/Hints: 1\. .+, \d+, wins on \d+½? of 9 draws;/);
  await page.screenshot({ path: testInfo.outputPath("hints-bag-of-one-phone.png") });
});

test("the expert simulates on every core, shows its best so far, and plays at once when told", async ({ page }) => {
  await startGame(page, { seed: 11, opponent: "expert", think: 10, clockMinutes: 22 });
  const sheetRows = page.locator("[data-testid=sheet] tbody tr");
  const thinking = page.getByTestId("expert-thinking");
  const playNow = page.getByTestId("play-now");
  // The computer may start: let it play at once.
  await expect(page.getByTestId("to-move")).toHaveText(/to move/, { timeout: 15_000 });
  if (await playNow.isVisible()) await playNow.click();
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  const before = await sheetRows.count();
  await pass(page);
  await expect(thinking).toBeVisible({ timeout: 15_000 });
  // As many workers as the device has cores (at most eight), all simulating.
  const cores = await page.evaluate(() => Math.min(8, Math.max(1, navigator.hardwareConcurrency)));
  await expect.poll(() => page.workers().length).toBe(cores);
  // Progress: seconds and opponent racks tried grow; the best so far shows
  // where it would play and what it scores, not the computer's tiles.
  await expect(thinking).toContainText(/Thinking… \d+ s, [1-9]\d* opponent racks tried/, { timeout: 8_000 });
  await expect(page.getByTestId("expert-best")).toHaveText(/^Best so far: (\d+[A-O]|[A-O]\d+) — \d+$|^Best so far: exchange$/);
  await expect(thinking).toBeInViewport();
  const asked = Date.now();
  await playNow.click();
  await expect(sheetRows).toHaveCount(before + 2, { timeout: 3_000 });
  // Well before the ten seconds it had.
  expect(Date.now() - asked).toBeLessThan(3_000);
  await expect(thinking).toHaveCount(0);
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move");
  await expect(page.getByTestId("computer-lost")).toHaveCount(0);
});

test("the expert plays by itself when its thinking time is spent", async ({ page }) => {
  await startGame(page, { seed: 11, opponent: "expert", think: 1, clockMinutes: 22 });
  const sheetRows = page.locator("[data-testid=sheet] tbody tr");
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  for (let round = 0; round < 2; round++) {
    const before = await sheetRows.count();
    await pass(page);
    await expect(sheetRows).toHaveCount(before + 2, { timeout: 15_000 });
    await expect(page.getByTestId("to-move")).toHaveText("Ann to move");
  }
  const rows = await sheetRows.allTextContents();
  expect(rows.filter((row) => row.includes("Krada (computer)")).some((row) => /\+[1-9]/.test(row))).toBe(true);
});

test("the person resigns even while the expert is thinking, and the expert stops", async ({ page }) => {
  await page.clock.install();
  await startGame(page, { seed: 11, opponent: "expert", think: 10, clockMinutes: 22 });
  const playNow = page.getByTestId("play-now");
  await expect(page.getByTestId("to-move")).toHaveText(/to move/, { timeout: 15_000 });
  if (await playNow.isVisible()) await playNow.click();
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  await pass(page);
  await expect(page.getByTestId("expert-thinking")).toContainText(/[1-9]\d* opponent racks tried/, { timeout: 8_000 });
  await page.getByTestId("resign").click();
  await expect(page.getByTestId("game-confirm")).toContainText("Ann resigns");
  await page.getByTestId("game-yes").click();
  await expect(page.getByTestId("result")).toContainText("Krada (computer) wins");
  await expect(page.getByTestId("result")).toContainText("Ann resigned");
  await expect(page.getByTestId("expert-thinking")).toHaveCount(0);
  // Its thinking time runs out without a move forced on the finished game.
  const rows = await page.locator("[data-testid=sheet] tbody tr").count();
  await page.clock.runFor(11_000);
  await expect(page.locator("[data-testid=sheet] tbody tr")).toHaveCount(rows);
  await expect(page.getByTestId("result")).toContainText("Krada (computer) wins");
  await expect(page.getByTestId("notice")).toHaveCount(0);
});
