// The empty A-Math board: every premium square in its colour and place.
import { test, expect } from "@playwright/test";
import { startGame, openMenu } from "./helpers.js";

// RULES.md §1, written out here independently of the app's own data.
const LAYOUT = [
  "R..O...R...O..R",
  ".Y...B...B...Y.",
  "..Y...O.O...Y..",
  "O..Y...O...Y..O",
  "....B.....B....",
  ".B...B...B...B.",
  "..O...O.O...O..",
  "R..O...*...O..R",
  "..O...O.O...O..",
  ".B...B...B...B.",
  "....B.....B....",
  "O..Y...O...Y..O",
  "..Y...O.O...Y..",
  ".Y...B...B...Y.",
  "R..O...R...O..R",
];
// The colours of style/krada.css, as the browser reports them.
const COLOURS = {
  R: "rgb(215, 38, 46)",
  Y: "rgb(244, 196, 48)",
  B: "rgb(47, 127, 208)",
  "*": "rgb(47, 127, 208)",
  O: "rgb(242, 140, 40)",
  ".": "rgb(233, 226, 207)",
};

test("the empty board shows all 61 premium squares in their colours", async ({ page }, testInfo) => {
  await startGame(page, { privacy: true, lang: "th" });
  const board = page.getByTestId("board");
  await expect(board).toBeVisible();
  const cells = await board.locator("[role=gridcell]").evaluateAll((els) =>
    els.map((el) => ({ id: el.dataset.testid, colour: getComputedStyle(el).backgroundColor })),
  );
  expect(cells).toHaveLength(225);
  let premiums = 0;
  for (const [row, line] of LAYOUT.entries()) {
    for (const [col, code] of [...line].entries()) {
      const name = `cell-${String.fromCharCode(65 + col)}${row + 1}`;
      const cell = cells[row * 15 + col];
      expect(cell.id).toBe(name);
      expect(cell.colour, name).toBe(COLOURS[code]);
      if (code !== ".") premiums += 1;
    }
  }
  expect(premiums).toBe(61);
  await expect(page.getByTestId("cell-H8")).toHaveText("★");
  await expect(page.getByTestId("cell-H8")).toHaveAttribute("data-premium", "star");
  // Behind the hand-over bar, which stands where the rack is.
  await expect(page.getByTestId("reveal")).toBeVisible();
  await expect(page.getByTestId("clock-panel")).toBeVisible();
  await expect(page.getByTestId("score-sheet")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("board-desktop.png"), fullPage: true });
});

test("the language switch changes every label and is remembered", async ({ page }) => {
  await startGame(page, { lang: "th" });
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByTestId("score-sheet").locator("h2")).toHaveText("กระดาษจดแต้ม");
  await openMenu(page, "lang-switch");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("score-sheet").locator("h2")).toHaveText("Score sheet");
  await expect(page.getByTestId("cell-A1")).toHaveAttribute("aria-label", "A1, equation ×3, empty");
  await page.reload();
  await expect(page.getByTestId("score-sheet").locator("h2")).toHaveText("Score sheet");
  await openMenu(page, "lang-switch");
  await expect(page.getByTestId("cell-A1")).toHaveAttribute("aria-label", "A1, ทั้งสมการ ×3, ว่าง");
});
