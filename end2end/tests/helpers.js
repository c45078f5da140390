// Shared steps for the browser tests: start a game, find tiles and squares.
import { expect } from "@playwright/test";
import jsQR from "jsqr";

/** Starts a game from the new-game form; `options` fills its fields.
 * `crossword: {}` plays Crossword with the site's word list,
 * `crossword: { words }` with a word list the test writes.
 * With `opponent` ("easy", "medium", "hard", "expert") the computer plays
 * side 2 under its own name; `think` is the expert's seconds a move. */
export async function startGame(page, { seed, names = ["Ann", "Ben"], privacy = false, challenge = false, clockMinutes, clockIncrement, lang = "en", opponent, think, crossword, hints = true } = {}) {
  await page.goto("./");
  await page.evaluate((lang) => localStorage.setItem("krada.lang", lang), lang);
  await page.reload();
  await openMenu(page, "menu-new");
  if (crossword) {
    await page.getByTestId("game-crossword").check();
    if (crossword.words) {
      await page.getByTestId("words-upload").setInputFiles({ name: crossword.listName ?? "test-words.txt", mimeType: "text/plain", buffer: Buffer.from(crossword.words) });
      await expect(page.getByTestId("words-own")).toBeChecked();
    } else {
      await expect(page.getByTestId("words-enable")).toBeChecked();
      await expect(page.getByTestId("words-enable-status")).toContainText(/\d words/);
    }
  }
  await openMoreOptions(page);
  await page.getByTestId("side-0-name").fill(names[0]);
  await page.getByTestId("side-1-name").fill(opponent ? "" : names[1]);
  if (opponent) await page.getByTestId(`opponent-${opponent}`).check();
  if (think) await page.getByTestId(`think-${think}`).check();
  if (seed !== undefined) await page.getByTestId("seed").fill(String(seed));
  if (!privacy) await page.getByTestId("privacy").uncheck();
  if (challenge) await page.getByTestId("check-challenge").check();
  // Hints are off by default between two people; most tests want them.
  if (hints) await page.getByTestId("hints").check();
  else await page.getByTestId("hints").uncheck();
  if (clockMinutes !== undefined) {
    await page.getByTestId("clock-custom").check();
    await page.getByTestId("clock-minutes").fill(String(clockMinutes));
  }
  if (clockIncrement !== undefined) await page.getByTestId("clock-increment").fill(String(clockIncrement));
  await page.getByTestId("start").click();
  await expect(page.getByTestId("game")).toBeVisible();
}

/** Unfolds the new-game form's "More options". */
export async function openMoreOptions(page) {
  const more = page.getByTestId("more-options");
  if (!(await more.evaluate((d) => d.open))) await more.locator("summary").click();
}

/** The rack tile labelled `label` that is still on the rack (`?` is a blank). */
export function rackTile(page, label) {
  return page.locator(`.rack-tile[data-tile="${label}"]:not(.placed)`).first();
}

export function cell(page, name) {
  return page.getByTestId(`cell-${name}`);
}

/** Drags with real pointer movements, as a mouse user would. */
export async function drag(page, from, to) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Clicks a rack tile, then a square. */
export async function clickPlace(page, label, square) {
  await rackTile(page, label).click();
  await cell(page, square).click();
}

/** Types tiles on the board from `square`, `down` or across. */
export async function typeAt(page, square, keys, { down = false } = {}) {
  await cell(page, square).click();
  if (down) {
    // ArrowUp then ArrowDown sets the direction without moving the cursor.
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowDown");
  }
  for (const key of keys) {
    if (key.length > 1) await page.keyboard.press(key);
    else await page.keyboard.type(key);
  }
}

/** Whether the site under test was built with the ENABLE word list. */
export async function siteHasWordList(page) {
  await page.goto("./");
  return page.evaluate(async () => (await fetch("./lexicon/enable2k.dawg", { method: "HEAD" })).ok);
}

/** Passes the turn (or accepts the last play): Pass, then the confirmation. */
export async function pass(page) {
  await page.getByTestId("pass").click();
  await page.getByTestId("pass-yes").click();
}

/** Opens a downloaded record as someone would on another device: nothing
 * saved, the record loaded from Saved games. */
export async function loadRecordAfresh(page, file) {
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("krada.lang", "en");
  });
  await page.goto("./");
  await openMenu(page, "menu-saved");
  await page.getByTestId("load-record").setInputFiles(file);
  await expect(page.getByTestId("game")).toBeVisible();
}

/** Plays an opening equation made from the tiles the page deals (not from
 * what a seed is known to deal): `x=x` from a pair, else `z=x+y`, `z=x-y`
 * or `z=x×y` (a sign from its own tile or a choice tile), laid across
 * through the star by clicking rack tiles and squares. Returns the score
 * the preview promised and the move as the sheet writes it. */
export async function playFromRack(page) {
  // The game screen's code may still be on its way: read the rack once shown.
  await expect(page.getByTestId("rack").locator(".rack-tile").first()).toBeVisible();
  const labels = await page.locator(".rack-tile").evaluateAll((tiles) => tiles.map((t) => t.dataset.tile));
  const line = openingLine(labels);
  if (!line) throw new Error(`no opening equation in the rack ${labels.join(" ")}`);
  const slots = (label) => labels.flatMap((l, i) => (l === label ? [i] : []));
  const used = new Set();
  const start = 7 - Math.floor(line.length / 2);
  for (const [i, item] of line.entries()) {
    const [label, face] = Array.isArray(item) ? item : [item, null];
    const slot = slots(label).find((s) => !used.has(s));
    used.add(slot);
    await page.getByTestId(`rack-${slot}`).click();
    await page.getByTestId(`cell-${String.fromCharCode(65 + start + i)}8`).click();
    // A choice tile asks which face it shows.
    if (face && face !== label) await page.getByTestId(`pick-${face}`).click();
  }
  const score = (await page.getByTestId("preview").textContent()).match(/(\d+)$/)[1];
  await page.getByTestId("play").click();
  await expect(page.getByTestId("turn-1")).toBeAttached();
  return { score, move: openingText(line) };
}

/** An opening equation as the sheet writes it, laid across through the
 * star: `8F 6=2×3`. */
export function openingText(line) {
  const start = 7 - Math.floor(line.length / 2);
  const faces = line.map((item) => (Array.isArray(item) ? item[1] : item)).join("");
  return `8${String.fromCharCode(65 + start)} ${faces}`;
}

/** An opening equation from these rack labels: `x=x` from a pair, else
 * `z=x+y`, `z=x-y` or `z=x×y` (a sign from its own tile or a choice tile,
 * given as [tile, face]); null when there is none. */
export function openingLine(labels) {
  const slots = (label) => labels.flatMap((l, i) => (l === label ? [i] : []));
  const numbers = [...new Set(labels.filter((l) => /^\d+$/.test(l)))].map(Number);
  const has = (want) => {
    // Enough tiles for every label wanted?
    const need = {};
    for (const w of want) need[w] = (need[w] ?? 0) + 1;
    return Object.entries(need).every(([l, n]) => slots(l).length >= n);
  };
  let line = null;
  for (const x of numbers) if (!line && has([`${x}`, "=", `${x}`])) line = [`${x}`, "=", `${x}`];
  // A sign from its own tile, or from a choice tile showing it.
  const ops = { "+": [(a, b) => a + b, "+/-"], "-": [(a, b) => a - b, "+/-"], "×": [(a, b) => a * b, "×/÷"] };
  for (const [op, [f, choice]] of Object.entries(ops))
    for (const tile of [op, choice])
      for (const x of numbers)
        for (const y of numbers) {
          const z = f(x, y);
          if (!line && numbers.includes(z) && has([`${z}`, "=", `${x}`, tile, `${y}`])) line = [`${z}`, "=", `${x}`, [tile, op], `${y}`];
        }
  return line;
}

/** Chooses a destination of the header: on a phone (narrow or sideways)
 * they are in a menu, opened first. */
export async function openMenu(page, testId) {
  const toggle = page.getByTestId("menu-toggle");
  // The header first: right after a load `isVisible` would answer before
  // the app is there (and the phone's destinations stay folded away).
  await toggle.waitFor({ state: "attached" });
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  await page.getByTestId(testId).click();
}

/** Fails unless the element's box lies wholly inside the viewport. */
export async function expectInView(page, locator, what) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} right`).toBeLessThanOrEqual(width + 0.5);
  expect(box.y + box.height, `${what} bottom`).toBeLessThanOrEqual(height + 0.5);
}

/** Opens the site at `size` in `lang` and the screen the menu entry `testId` leads to. */
export async function openScreen(page, { size, lang, testId }) {
  await page.setViewportSize(size);
  await page.goto("./");
  await page.evaluate((l) => localStorage.setItem("krada.lang", l), lang);
  await page.reload();
  await openMenu(page, testId);
}

/** Starts a table (Ann and Ben, `game` its tile set's code: standard, primary, english) and opens its score sheet. */
export async function openTableSheet(page, { size, lang = "en", game = "standard" }) {
  await openScreen(page, { size, lang, testId: "menu-table" });
  await page.getByTestId("table-name-0").fill("Ann");
  await page.getByTestId("table-name-1").fill("Ben");
  await page.getByTestId("table-game").selectOption(game);
  await page.getByTestId("table-start").click();
  await page.getByTestId("table-sheet").click();
}

/** Starts a class round (seed 5, A-Math) in English at `size` and waits for its plays. */
export async function startClass(page, size) {
  await openScreen(page, { size, lang: "en", testId: "menu-class" });
  await page.getByTestId("class-seed").fill("5");
  await page.getByTestId("class-start").click();
  await expect(page.getByTestId("class-plays")).toHaveText(/^\d+ legal plays$/, { timeout: 20_000 });
}

// A link opened in a fresh browser fetches the parts its screen needs: wait
// for them (no request in flight, no loading line) however long a busy
// machine takes, instead of a default timeout for what follows.
export async function partsHere(page) {
  await page.waitForLoadState("networkidle", { timeout: 90_000 });
  await expect(page.locator(".screen-loading")).toHaveCount(0, { timeout: 90_000 });
}

/** Reads the QR code drawn in `locator` (an SVG) back to its text. */
export async function decodeQr(locator) {
  const image = await locator.locator("svg").evaluate(async (svg) => {
    const text = new XMLSerializer().serializeToString(svg);
    const img = new Image();
    img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(text);
    await img.decode();
    const side = svg.viewBox.baseVal.width * 8;
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = side;
    const ctx = canvas.getContext("2d");
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, side, side);
    return { side, data: Array.from(ctx.getImageData(0, 0, side, side).data) };
  });
  const code = jsQR(Uint8ClampedArray.from(image.data), image.side, image.side);
  return code?.data ?? null;
}

/** Marks, by the page's own clock (ms since 1970), when the one-tap start
 * button first appears: `window.__menuAt`. Before `goto`. */
export async function markMenuDrawn(page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.querySelector("[data-testid=quick-computer]")) {
        window.__menuAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
