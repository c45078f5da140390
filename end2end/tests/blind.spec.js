// A game without seeing the board (issue 54, docs/accessibility.md): whole
// games against the computer played with the keyboard alone through the
// move box, what the announcer says read in order, the board read on
// request, premiums told apart without colour.
import { test, expect } from "@playwright/test";
import { startGame } from "./helpers.js";

/** The announcer's lines so far: each numbered as said. */
async function said(page) {
  return page.getByTestId("announcer").locator("p").evaluateAll((ps) => ps.map((p) => ({ n: Number(p.dataset.said), text: p.textContent })));
}

/** Waits for a line said after the `seen` ones that matches `pattern`,
 * and returns its text. */
async function nextLine(page, seen, pattern, timeout = 20_000) {
  const after = seen.length ? seen[seen.length - 1].n : -1;
  let found;
  await expect(async () => {
    const lines = await said(page);
    found = lines.find((l) => l.n > after && pattern.test(l.text));
    expect(found, `a line like ${pattern}; now ${JSON.stringify(lines.slice(-4))}`).toBeTruthy();
  }).toPass({ timeout });
  return found.text;
}

/** Plays a whole game from the move box: Alt+H for the hints, the first
 * one typed and Enter; passes when there is no play. Returns every line
 * the announcer said, in order. */
async function playToTheEnd(page, { me, hints, nothing, over }) {
  const log = [];
  const record = async () => {
    const after = log.length ? log[log.length - 1].n : -1;
    log.push(...(await said(page)).filter((l) => l.n > after));
  };
  const input = page.getByTestId("move-input");
  await page.keyboard.press("Alt+m");
  await expect(input).toBeFocused();
  for (let turn = 0; turn < 80; turn++) {
    await expect(async () => {
      const [text = ""] = await page.getByTestId("to-move").allTextContents();
      const done = await page.getByTestId("result").isVisible();
      expect(done || text.includes(me)).toBe(true);
    }).toPass({ timeout: 30_000 });
    await record();
    if (await page.getByTestId("result").isVisible()) break;
    await page.keyboard.press("Alt+h");
    const line = await nextLine(page, log, new RegExp(`^(${hints}|${nothing})`));
    await record();
    const hint = line.match(new RegExp(`^${hints} 1\\. (.+?), \\d+[;.]`));
    const move = hint ? hint[1] : "pass";
    await input.focus();
    await page.keyboard.type(move);
    await page.keyboard.press("Enter");
    await nextLine(page, log, new RegExp(`^${me} `));
    await record();
  }
  await expect(async () => expect((await said(page)).some((l) => over.test(l.text))).toBe(true)).toPass({ timeout: 30_000 });
  await record();
  // Nothing was missed: the lines are numbered one after another.
  log.forEach((l, i) => expect(l.n).toBe(log[0].n + i));
  return log.map((l) => l.text);
}

test("a whole A-Math game against the computer with the keyboard alone, each move said in order", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 657 });
  await startGame(page, { seed: 4, opponent: "easy" });
  // After Start the keys are on the board.
  await expect(page.getByTestId("board")).toBeFocused();
  await page.keyboard.press("?");
  await expect(page.getByTestId("announcer").locator("p").last()).toContainText("Alt+R reads the row");
  const log = await playToTheEnd(page, { me: "Ann", hints: "Hints:", nothing: "The computer would", over: /^Game over\. / });
  // Every play Ann made was said once, with its score and the scores after it.
  const mine = log.filter((l) => /^Ann played /.test(l));
  expect(mine.length).toBeGreaterThan(3);
  expect(new Set(mine).size).toBe(mine.length);
  for (const line of mine) expect(line).toMatch(/^Ann played \S+ .+ for \d+\. Scores: Ann \d+, Krada \(computer\) \d+\.$/);
  // The computer's moves were said between Ann's, each once, and the end last.
  const moves = log.filter((l) => / (played|passed|exchanged)\b/.test(l));
  const computer = moves.filter((l) => l.startsWith("Krada (computer) "));
  expect(computer.length).toBeGreaterThan(3);
  expect(log[log.length - 1]).toMatch(/^Game over\. Ann wins|^Game over\. Krada \(computer\) wins|^Game over\. A draw/);
  expect(log.filter((l) => l.startsWith("Game over")).length).toBe(1);
  // One line a turn on the sheet (the end's adjustments are in the result).
  const turns = await page.locator("[data-testid^=turn-]").count();
  expect(moves.length).toBeLessThanOrEqual(turns);
  expect(moves.length).toBeGreaterThanOrEqual(turns - 2);
  const result = await page.getByTestId("result").textContent();
  expect(result.length).toBeGreaterThan(0);
});

test("a whole Crossword game in Thai with the keyboard alone, through the move box", async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, { seed: 6, opponent: "easy", crossword: {} });
  await page.evaluate(() => localStorage.setItem("krada.lang", "th"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page.getByTestId("board")).toBeFocused();
  // Thai names the computer คอมพิวเตอร์; the player stays Ann.
  const log = await playToTheEnd(page, { me: "Ann", hints: "คำแนะนำ:", nothing: "คอมพิวเตอร์จะ", over: /^จบเกม / });
  const mine = log.filter((l) => /^Ann เดิน /.test(l));
  expect(mine.length).toBeGreaterThan(3);
  for (const line of mine) expect(line).toMatch(/^Ann เดิน [A-O0-9]+ [A-Z]+.* ได้ \d+ แต้ม คะแนน: /);
});

test("the board read on request, a move typed wrong said in the player's language, focus where a reader expects it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, { seed: 11 });
  const board = page.getByTestId("board");
  await expect(board).toBeFocused();
  const last = page.getByTestId("announcer").locator("p").last();
  // The centre row at first: only its premiums and the star.
  await page.keyboard.press("Alt+r");
  await expect(last).toHaveText(/^Row 8: A8 equation ×3, .*H8 centre star, piece ×3.*O8 equation ×3\.$/);
  await page.keyboard.press("Alt+c");
  await expect(last).toHaveText(/^Column H: H1 equation ×3, .*H8 centre star/);
  await page.keyboard.press("Alt+k");
  const rack = (await page.locator(".rack-tile").evaluateAll((ts) => ts.map((t) => t.dataset.tile))).join(" ");
  await expect(last).toHaveText(`Your rack: ${rack}.`);
  await page.keyboard.press("Alt+s");
  await expect(last).toHaveText(/^Ann 0.*; Ben 0/);
  await page.keyboard.press("Alt+l");
  await expect(last).toHaveText("No play yet.");
  await page.keyboard.press("Alt+b");
  await expect(last).toHaveText(/^84 tiles in the bag\. Unseen: /);
  // A move typed wrong: said under the box as it is typed, and aloud on Enter.
  await page.keyboard.press("Alt+m");
  const input = page.getByTestId("move-input");
  await expect(input).toBeFocused();
  await page.keyboard.type("8G 1$");
  await expect(page.getByTestId("move-box-said")).toHaveText("Character 2 (“$”) is not a tile.");
  await page.keyboard.press("Enter");
  await expect(last).toHaveText("Character 2 (“$”) is not a tile.");
  await expect(input).toHaveValue("8G 1$");
  // A play laid out from the box shows on the board as tentative tiles.
  await input.fill("");
  const first = rack.split(" ")[0];
  await page.keyboard.type(`H8 ${first === "?" ? "?1" : first}`);
  await expect(page.getByTestId("cell-H8")).toHaveClass(/tentative/);
  // Typed on into what does not read: the tiles laid out go back.
  await page.keyboard.type("$");
  await expect(page.getByTestId("cell-H8")).not.toHaveClass(/tentative/);
  await page.keyboard.press("Backspace");
  await expect(page.getByTestId("cell-H8")).toHaveClass(/tentative/);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cell-H8")).not.toHaveClass(/tentative/);
  await expect(input).toHaveValue("");
  // Pass asks first: the keys go to its answer, and back to the board
  // whether it is taken back or made.
  await page.getByTestId("pass").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("pass-yes")).toBeFocused();
  await page.getByTestId("pass-no").focus();
  await page.keyboard.press("Enter");
  await expect(board).toBeFocused();
  await page.getByTestId("pass").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("pass-yes")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(last).toHaveText(/^Ann passed\. Scores: Ann 0, Ben 0\.$/);
  await expect(board).toBeFocused();
  // Exchange typed in Thai, after the language changes.
  await page.evaluate(() => localStorage.setItem("krada.lang", "th"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await page.getByTestId("move-input").fill("เปลี่ยนเบี้ย");
  await expect(page.getByTestId("move-box-said")).toContainText("เปลี่ยนเบี้ยตัวไหน");
});

test("the board, the rack and the sheet as a screen reader meets them", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await startGame(page, { seed: 11 });
  await expect(page.locator("[role=row]").nth(7)).toMatchAriaSnapshot(`
    - row:
      - gridcell "A8, equation ×3, empty"
      - gridcell "B8, plain square, empty"
      - gridcell "C8, plain square, empty"
      - gridcell "D8, piece ×2, empty"
      - gridcell "E8, plain square, empty"
      - gridcell "F8, plain square, empty"
      - gridcell "G8, plain square, empty"
      - gridcell "H8, centre star, piece ×3, empty"
      - gridcell "I8, plain square, empty"
      - gridcell "J8, plain square, empty"
      - gridcell "K8, plain square, empty"
      - gridcell "L8, piece ×2, empty"
      - gridcell "M8, plain square, empty"
      - gridcell "N8, plain square, empty"
      - gridcell "O8, equation ×3, empty"
  `);
  const labels = await page.locator(".rack-tile").evaluateAll((ts) => ts.map((t) => t.dataset.tile));
  await expect(page.getByTestId("rack")).toMatchAriaSnapshot(`
    - group "Rack":
${labels.map((l) => `      - button "${l === "?" ? "blank" : l}"`).join("\n")}
  `);
  // A dialog takes the keys and gives them back: the ×/÷ tile chosen on the
  // rack, Enter on the board asks which face, Escape returns to the board.
  await page.locator('.rack-tile[data-tile="×/÷"]').focus();
  await page.keyboard.press("Enter");
  await page.getByTestId("board").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("picker")).toBeVisible();
  await expect(page.getByTestId("pick-×")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("picker")).toBeHidden();
  await expect(page.getByTestId("board")).toBeFocused();
  await page.getByTestId("move-input").fill("pass");
  await page.getByTestId("move-input").press("Enter");
  await expect(page.getByTestId("sheet")).toMatchAriaSnapshot(`
    - table:
      - rowgroup:
        - row:
          - columnheader "#"
          - columnheader "Side"
          - columnheader "Move"
          - columnheader "Points"
          - columnheader "Total"
          - columnheader "Time"
      - rowgroup:
        - row:
          - cell "1"
          - cell "Ann"
          - cell "pass"
          - cell "+0"
          - cell "0"
          - cell /\\d+:\\d\\d/
  `);
  await expect(page.getByTestId("move-input")).toHaveAttribute("aria-describedby", "move-box-help move-box-said");

  await expect(page.getByTestId("announcer")).toHaveAttribute("role", "log");
});

test("premium squares are told apart without colour, as a colour-blind player and a grey print see them", async ({ page }, info) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  for (const crossword of [undefined, { words: "CAT\nCATS\n" }]) {
    await startGame(page, { seed: 11, crossword });
    const marks = await page.locator(".board .cell").evaluateAll((cells) =>
      cells.map((c) => [c.dataset.premium, c.dataset.mark ?? c.textContent]));
    const byPremium = new Map();
    for (const [premium, mark] of marks) {
      if (!byPremium.has(premium)) byPremium.set(premium, new Set());
      byPremium.get(premium).add(mark);
    }
    // Each kind of square shows one mark, and no two kinds the same.
    const seen = new Set();
    for (const [premium, texts] of byPremium) {
      expect(texts.size, premium).toBe(1);
      const [text] = texts;
      expect(seen.has(text), `${premium} shows ${text}, as another kind does`).toBe(false);
      seen.add(text);
    }
    expect(byPremium.get("plain")).toEqual(new Set([""]));
    expect(byPremium.get("star")).toEqual(new Set(["★"]));
    // Each mark is drawn at 4.5:1 or more against what is behind it.
    const contrasts = await page.locator(".board .cell[data-mark]").evaluateAll((cells) => {
      const rgba = (text) => text.match(/[\d.]+/g).map(Number);
      const lum = ([r, g, b]) => {
        const lin = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
      };
      const over = (top, under) => {
        const a = top[3] ?? 1;
        return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a));
      };
      const found = {};
      for (const cell of cells) {
        const mark = getComputedStyle(cell, "::before");
        const square = rgba(getComputedStyle(cell).backgroundColor);
        const patch = rgba(mark.backgroundColor);
        const behind = patch.length === 4 && patch[3] === 0 ? square : over(patch, square);
        const [a, b] = [lum(rgba(mark.color)), lum(behind)].sort((x, y) => y - x);
        found[cell.dataset.premium] = Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100;
      }
      return found;
    });
    expect(Object.keys(contrasts).length).toBe(4);
    for (const [premium, ratio] of Object.entries(contrasts)) expect(ratio, premium).toBeGreaterThanOrEqual(4.5);
    // Looked at as deuteranopia and achromatopsia see it (kept with the run).
    const cdp = await page.context().newCDPSession(page);
    for (const type of ["deuteranopia", "achromatopsia"]) {
      await cdp.send("Emulation.setEmulatedVisionDeficiency", { type });
      const name = `${crossword ? "crossword" : "amath"}-${type}.png`;
      await info.attach(name, { body: await page.getByTestId("board").screenshot(), contentType: "image/png" });
    }
    await cdp.send("Emulation.setEmulatedVisionDeficiency", { type: "none" });
  }
  // The running clock says so with an arrow, not only its colour.
  const arrow = await page.locator(".clock-side.running .side-name").evaluate((e) => getComputedStyle(e, "::before").content);
  expect(arrow).toContain("▶");
});

test.describe("the announcer drawn late", () => {
  // The page's own requests only, so a held part stays held.
  test.use({ serviceWorkers: "block" });

  test("a move made before the announcer is drawn is said when it comes, and nothing from before the game opened", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The game screen's second part (the announcer, the move box, the
    // sheet column) held back, as on a slow network.
    let release;
    const held = new Promise((resolve) => (release = resolve));
    await page.route(/_aside[-_][^/]*\.wasm$/, async (route) => {
      await held;
      await route.continue();
    });
    await startGame(page, { seed: 5 });
    await expect(page.getByTestId("announcer")).toHaveCount(0);
    const first = (await page.getByTestId("to-move").textContent()).includes("Ann") ? "Ann" : "Ben";
    const second = first === "Ann" ? "Ben" : "Ann";
    await page.getByTestId("pass").click();
    await page.getByTestId("pass-yes").click();
    await expect(page.getByTestId("to-move")).toContainText(second);
    await expect(page.getByTestId("announcer")).toHaveCount(0);
    // What the announcer holds when it is put on the page.
    await page.evaluate(() => {
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) {
          const a = n.nodeType === 1 && (n.matches("[data-testid=announcer]") ? n : n.querySelector("[data-testid=announcer]"));
          if (a && window.announcerHeld === undefined) window.announcerHeld = a.querySelectorAll("p").length;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    release();
    const announcer = page.getByTestId("announcer");
    await expect(announcer).toHaveCount(1);
    // Drawn empty, then the pass added: a reader hears it.
    await expect(announcer.locator("p")).toHaveCount(1);
    expect(await page.evaluate(() => window.announcerHeld)).toBe(0);
    await expect(announcer.locator("p")).toHaveText(new RegExp(`^${first} passed\\. Scores: Ann 0, Ben 0\\.$`));
    // The next move is said after it, once.
    await page.getByTestId("pass").click();
    await page.getByTestId("pass-yes").click();
    await expect(announcer.locator("p")).toHaveCount(2);
    await expect(announcer.locator("p").last()).toHaveText(new RegExp(`^${second} passed\\.`));
    // A reload opens the game again: its past is not said again.
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    await expect(page.getByTestId("game")).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId("announcer").locator("p")).toHaveCount(0);
  });
});
