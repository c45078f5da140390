// Puzzle themes on a phone: an endgame (the bag empty, the other side's tiles
// told, answers ranked by what they secure by the end) and Crossword's
// top-scoring word of a chosen length.
import { test, expect } from "@playwright/test";
import { clickPlace, expectInView, openMenu, openScreen } from "./helpers.js";
import AxeBuilder from "@axe-core/playwright";

const phone = { width: 390, height: 844 };

async function noViolations(page, screen) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`), `axe on ${screen}`).toEqual([]);
}

test("an endgame puzzle ranks plays by the spread they secure by the end", async ({ page }) => {
  test.setTimeout(120_000);
  await openScreen(page, { size: phone, lang: "en", testId: "menu-puzzles" });
  await page.getByTestId("puzzle-seed").fill("2");
  await page.getByTestId("puzzle-kind").selectOption("endgame");
  await page.getByTestId("puzzle-level").selectOption("hard");
  await page.getByTestId("puzzle-start").click();
  const panel = page.getByTestId("puzzle-panel");
  await expect(panel).toContainText("Puzzle 2: find the best endgame play (the bag is empty) (hard)", { timeout: 60_000 });
  // The other side's tiles are told: with the bag empty they are known.
  await expect(panel).toContainText(/The bag is empty, so the other side holds \S/);
  await page.getByTestId("puzzle-show-answers").click();
  const answers = page.locator('[data-testid^="puzzle-answer-"]');
  await expect(answers.first()).toContainText(/ — \d+ \([+-]\d+ by the end\)$/);
  const spread = (s) => Number(s.match(/\(([+-]\d+) by the end\)/)[1]);
  const shown = await answers.allTextContents();
  const spreads = shown.map(spread);
  expect(spreads).toEqual([...spreads].sort((a, b) => b - a));
  // A hard endgame: the best play is not the one that scores most now.
  const scores = shown.map((s) => Number(s.match(/ — (\d+) \(/)[1]));
  expect(scores[0]).toBeLessThan(Math.max(...scores));

  // The best answer laid and checked: the verdict beside the board says so.
  await answers.first().locator("button").click();
  await page.getByTestId("play").click();
  const verdict = page.getByTestId("puzzle-verdict");
  await expect(verdict).toContainText(`The best endgame play! ${scores[0]} points now and ${shown[0].match(/\(([+-]\d+)/)[1]} by the end of the game.`);
  await expect(verdict).toBeInViewport();
  await expectInView(page, verdict, "the verdict");

  // The top scorer is ranked below it, by how much less it secures.
  const top = scores.indexOf(Math.max(...scores));
  await page.getByTestId("recall").click();
  await answers.nth(top).locator("button").click();
  await page.getByTestId("play").click();
  const rank = 1 + spreads.filter((s) => s > spreads[top]).length;
  await expect(page.locator('[data-testid^="puzzle-try-"]').last()).toContainText(
    new RegExp(`^Rank ${rank} of \\d+: ${spreads[top] >= 0 ? "\\+" : "-"}${Math.abs(spreads[top])} by the end of the game, ${spreads[0] - spreads[top]} short of the best\\.$`),
  );
  await noViolations(page, "an endgame puzzle");
  await page.screenshot({ path: "test-results/puzzle-endgame-390.png", fullPage: true });
});

test("a Crossword puzzle asks for the top-scoring word of the length chosen", async ({ page }) => {
  test.setTimeout(120_000);
  await openScreen(page, { size: phone, lang: "en", testId: "menu-puzzles" });
  await page.getByTestId("puzzle-seed").fill("3");
  // Only the kinds the tiles have: a word's length is Crossword's, a close A-Math's.
  const kind = page.getByTestId("puzzle-kind");
  await expect(kind.locator('option[value="length-4"]')).toHaveCount(0);
  await expect(kind.locator('option[value="close"]')).toHaveCount(1);
  // A kind both games have stays chosen when the tiles change.
  await kind.selectOption("endgame");
  await page.getByTestId("puzzle-tiles").selectOption("english");
  await expect(kind.locator('option[value="close"]')).toHaveCount(0);
  await expect(kind.locator('option[value^="length-"]')).toHaveCount(7);
  await expect(kind).toHaveValue("endgame");
  // One the new tiles lack gives way to the top score.
  await kind.selectOption("length-4");
  await page.getByTestId("puzzle-tiles").selectOption("standard");
  await expect(kind).toHaveValue("best");
  await page.getByTestId("puzzle-tiles").selectOption("english");
  await page.getByTestId("puzzle-kind").selectOption("length-4");
  await page.getByTestId("puzzle-level").selectOption("easy");
  await page.getByTestId("puzzle-start").click();
  const panel = page.getByTestId("puzzle-panel");
  await expect(panel).toContainText("Puzzle 3: find the top-scoring 4-letter word (Crossword) (easy)", { timeout: 60_000 });
  await page.getByTestId("puzzle-show-answers").click();
  const answers = page.locator('[data-testid^="puzzle-answer-"]');
  await expect(answers.first()).toBeVisible();
  for (const text of await answers.allTextContents()) {
    // "6F RAJA — 20": the square, the word, its score.
    const word = text.split(" — ")[0].split(" ").pop();
    expect(word, text).toHaveLength(4);
  }
  await answers.first().locator("button").click();
  await page.getByTestId("play").click();
  await expect(page.getByTestId("puzzle-verdict")).toContainText("The best play!");
  await noViolations(page, "a Crossword length puzzle");

  // In Thai the theme reads in Thai, on the same puzzle.
  await openMenu(page, "lang-switch");
  await expect(panel).toContainText("คำ 4 ตัวอักษรที่ได้คะแนนสูงสุด (ครอสเวิร์ด)");
  await page.screenshot({ path: "test-results/puzzle-length-th-390.png", fullPage: true });
});

// "wins on 8½ of 11 draws" → 8.5; and back.
const won = (s) => {
  const n = s.match(/wins on (\d*)(½?) of (\d+) draws/);
  return Number(n[1] || 0) + (n[2] ? 0.5 : 0);
};
const halves = (n) => (n === 0.5 ? "½" : `${Math.floor(n)}${n % 1 ? "½" : ""}`);

test("a pre-endgame puzzle ranks the plays read by the draws they win", async ({ page }) => {
  test.setTimeout(240_000);
  await openScreen(page, { size: phone, lang: "en", testId: "menu-puzzles" });
  // Crossword's theme: A-Math's tiles do not offer it.
  const kind = page.getByTestId("puzzle-kind");
  await expect(kind.locator('option[value="pre-endgame"]')).toHaveCount(0);
  await page.getByTestId("puzzle-tiles").selectOption("english");
  await kind.selectOption("pre-endgame");
  await page.getByTestId("puzzle-seed").fill("2");
  await page.getByTestId("puzzle-level").selectOption("hard");
  await page.getByTestId("puzzle-start").click();
  const panel = page.getByTestId("puzzle-panel");
  await expect(panel).toContainText("Puzzle 2: find the best pre-endgame play (one tile in the bag, Crossword) (hard)", { timeout: 180_000 });
  await expect(panel).toContainText("One tile is left in the bag, so your play draws it: which of the 8 unseen tiles you draw");
  await expect(panel).toContainText("8 plays are read: the hard level's best, and any other you check.");

  await page.getByTestId("puzzle-show-answers").click();
  const answers = page.locator('[data-testid^="puzzle-answer-"]');
  await expect(answers.first()).toContainText(/ — \d+ \(wins on \d*½? of 8 draws\)$/);
  const shown = await answers.allTextContents();
  const draws = shown.map(won);
  expect(draws).toEqual([...draws].sort((a, b) => b - a));
  expect(draws[0]).toBeGreaterThan(draws[draws.length - 1]);
  // A hard one: plays that score more win fewer draws.
  const scores = shown.map((s) => Number(s.match(/ — (\d+) \(/)[1]));
  expect(scores[0]).toBeLessThan(Math.max(...scores));

  await answers.first().locator("button").click();
  await page.getByTestId("play").click();
  const verdict = page.getByTestId("puzzle-verdict");
  await expect(verdict).toContainText(`The best pre-endgame play! It wins on ${halves(draws[0])} of 8 draws; ${scores[0]} points.`);
  await expectInView(page, verdict, "the verdict");

  // The top scorer ranks by the draws it wins, so many fewer than the best.
  const top = scores.indexOf(Math.max(...scores));
  await page.getByTestId("recall").click();
  await answers.nth(top).locator("button").click();
  await page.getByTestId("play").click();
  const rank = 1 + draws.filter((d) => d > draws[top]).length;
  await expect(page.locator('[data-testid^="puzzle-try-"]').last()).toHaveText(
    `Rank ${rank} of 8: it wins on ${halves(draws[top])} of 8 draws, ${halves(draws[0] - draws[top])} fewer than the best.`,
  );

  // A play the puzzle did not read (13M MA, 22 points) is read when checked,
  // then graded in its place among the answers, now nine.
  await page.getByTestId("recall").click();
  await clickPlace(page, "M", "M13");
  await clickPlace(page, "A", "N13");
  await page.getByTestId("play").click();
  const tries = page.locator('[data-testid^="puzzle-try-"]');
  await expect(tries).toHaveCount(3, { timeout: 60_000 });
  const graded = await tries.last().textContent();
  const ma = won(graded);
  const maRank = 1 + draws.filter((d) => d > ma).length;
  expect(graded).toBe(`Rank ${maRank} of 9: it wins on ${halves(ma)} of 8 draws, ${halves(draws[0] - ma)} fewer than the best.`);
  await expect(panel).toContainText("9 plays are read");
  await expect(answers.nth(draws.filter((d) => d >= ma).length)).toHaveText(`13M MA — 22 (wins on ${halves(ma)} of 8 draws)`);
  await noViolations(page, "a pre-endgame puzzle");
  await page.screenshot({ path: "test-results/puzzle-pre-endgame-390.png", fullPage: true });
  // A laptop's short screen: the verdict's words take two lines there beside
  // its button, and the rack stays above the fold below them.
  await page.setViewportSize({ width: 1366, height: 657 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectInView(page, page.getByTestId("puzzle-verdict"), "the verdict at 1366×657");
  await expectInView(page, page.getByTestId("rack"), "the rack at 1366×657");
  await page.screenshot({ path: "test-results/puzzle-pre-endgame-1366.png" });
  await page.setViewportSize(phone);

  // In Thai, on the same puzzle.
  await openMenu(page, "lang-switch");
  await expect(panel).toContainText("ในถุงเหลือเบี้ย 1 ตัว");
  await expect(answers.first()).toContainText(`ชนะ ${halves(draws[0])} จาก 8 แบบที่อาจจั่วได้`);
});
