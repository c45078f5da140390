// One screen a turn: on a phone, a laptop and the projector, everything a
// turn needs is inside the viewport right after Start, without scrolling.
import { test, expect } from "@playwright/test";
import { startGame, pass, playFromRack, openMenu, expectInView } from "./helpers.js";

const VIEWPORTS = [
  { name: "phone-360", width: 360, height: 740 },
  { name: "phone-390", width: 390, height: 844 },
  { name: "laptop", width: 1366, height: 657 },
  { name: "projector-1080", width: 1920, height: 1080, projector: true },
  { name: "projector-2160", width: 3840, height: 2160, projector: true },
];

/** Fails unless the element named `testId` lies wholly inside the viewport. */
async function expectIdInView(page, testId) {
  await expectInView(page, page.getByTestId(testId).first(), testId);
}

for (const viewport of VIEWPORTS) {
  test(`a whole turn fits the ${viewport.name} screen (${viewport.width}×${viewport.height})`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (viewport.projector) {
      await page.goto("./");
      await page.evaluate(() => localStorage.setItem("krada.projector", "on"));
    }
    await startGame(page, { seed: 3, opponent: "hard", lang: "th" });
    await expect(page.locator(".rack-tile")).toHaveCount(8);
    await page.screenshot({ path: test.info().outputPath(`game-${viewport.name}.png`) });
    for (const id of ["board", "rack", "play", "recall", "pass", "exchange", "hint", "score-0", "score-1", "clock-0", "clock-1"]) {
      await expectIdInView(page, id);
    }
    // Nothing to scroll to: the page is no taller than the screen.
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(scrollHeight).toBeLessThanOrEqual(viewport.height + 1);
  });
}

/** Lays out the hard level's best play (read from the hint, not from what
 * the seed deals) and returns the squares it covers. */
async function layOutBestPlay(page) {
  await page.getByTestId("hint").click();
  await page.getByTestId("hint-0").click();
  const squares = await page.locator(".cell.tentative").evaluateAll((cells) => cells.map((c) => c.dataset.pos));
  expect(squares.length).toBeGreaterThan(0);
  return squares;
}

test("the board shows its coordinates and marks the last play with its score, also after a reload", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await startGame(page, { seed: 11 });
  const cols = await page.locator(".coords-cols span").allTextContents();
  expect(cols).toEqual([..."ABCDEFGHIJKLMNO"]);
  const rows = await page.locator(".coords-rows span").allTextContents();
  expect(rows).toEqual(Array.from({ length: 15 }, (_, i) => String(i + 1)));
  // The labels line up with the squares they name.
  const h = await page.locator(".coords-cols span").nth(7).boundingBox();
  const h8 = await page.getByTestId("cell-H8").boundingBox();
  expect(Math.abs(h.x + h.width / 2 - (h8.x + h8.width / 2))).toBeLessThan(2);

  const squares = await layOutBestPlay(page);
  const score = (await page.getByTestId("preview").textContent()).match(/(\d+)$/)[1];
  await page.getByTestId("play").click();
  const marked = async () => page.locator(".cell.last").evaluateAll((cells) => cells.map((c) => c.dataset.pos));
  expect((await marked()).sort()).toEqual([...squares].sort());
  const badge = page.locator("[data-last-score]");
  await expect(badge).toHaveCount(1);
  await expect(badge).toHaveAttribute("data-last-score", `+${score}`);
  await expect(badge).toHaveAttribute("aria-label", new RegExp(`, last play \\+${score}$`));
  await expect(badge).toBeInViewport();
  await expect(page.getByTestId("turn-1")).toHaveClass(/last-play/);

  await page.reload();
  await expect(page.getByTestId("game")).toBeVisible();
  expect((await marked()).sort()).toEqual([...squares].sort());
  await expect(page.locator("[data-last-score]")).toHaveAttribute("data-last-score", `+${score}`);
  await expect(page.getByTestId("turn-1")).toHaveClass(/last-play/);
  // A pass does not move the mark: it stays on the last play.
  await pass(page);
  expect((await marked()).sort()).toEqual([...squares].sort());
});

test("a double click on Play plays once, and on Pass only asks", async ({ page }) => {
  await startGame(page, { seed: 11 });
  await layOutBestPlay(page);
  await page.getByTestId("play").dblclick();
  await expect(page.getByTestId("turn-1")).toBeVisible();
  await expect(page.getByTestId("turn-2")).toHaveCount(0);
  await expect(page.getByTestId("to-move")).toContainText("Ben");

  // Pass asks first; a double click only opens the question.
  await page.getByTestId("pass").dblclick();
  await expect(page.getByTestId("pass-confirm")).toBeVisible();
  await expect(page.getByTestId("turn-2")).toHaveCount(0);
  await page.getByTestId("pass-no").click();
  await expect(page.getByTestId("pass")).toBeVisible();
  await expect(page.getByTestId("turn-2")).toHaveCount(0);
  await page.getByTestId("pass").click();
  await page.getByTestId("pass-yes").dblclick();
  await expect(page.getByTestId("turn-2")).toContainText("Ben");
  await expect(page.getByTestId("turn-3")).toHaveCount(0);
  await expect(page.getByTestId("to-move")).toContainText("Ann");
});

test("a double click on Exchange or Challenge acts once", async ({ page }) => {
  await startGame(page, { seed: 11, challenge: true });
  await playFromRack(page);
  // Ben challenges a good play with a double click: one challenge, lost.
  await page.getByTestId("challenge").dblclick();
  await expect(page.getByTestId("turn-2")).toBeAttached();
  await expect(page.getByTestId("turn-3")).toHaveCount(0);
  // Ann exchanges two tiles with a double click on the confirmation.
  await page.getByTestId("exchange").click();
  await page.getByTestId("rack-0").click();
  await page.getByTestId("rack-1").click();
  await page.getByTestId("exchange").dblclick();
  await expect(page.getByTestId("turn-3")).toContainText("exchange 2");
  await expect(page.getByTestId("turn-4")).toHaveCount(0);
});

test("on a phone the sheet opens in a drawer, and the result of a finished game is in view", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startGame(page, { seed: 11, lang: "th" });
  await expect(page.getByTestId("sheet-column")).toBeHidden();
  await page.getByTestId("sheet-toggle").click();
  await expect(page.getByTestId("score-sheet")).toBeInViewport();
  await page.getByTestId("sheet-close").click();
  await expect(page.getByTestId("sheet-column")).toBeHidden();
  // Seven passes from the start end a game: the opening one is not counted.
  for (let i = 0; i < 7; i++) await pass(page);
  await expect(page.getByTestId("result")).toBeInViewport({ ratio: 1 });
  // Six scoreless turns: each side loses what its rack holds, said in the result.
  const adjustments = page.getByTestId("end-adjustments").locator("li");
  await expect(adjustments).toHaveCount(2);
  for (const line of await adjustments.allTextContents()) expect(line).toMatch(/^.+: เบี้ยที่เหลือบนแป้น \(.+\) −\d+$/);
});

for (const viewport of VIEWPORTS) {
  test(`a finished game shows its result, its board and its whole sheet on the ${viewport.name} screen`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    if (viewport.projector) {
      await page.goto("./");
      await page.evaluate(() => localStorage.setItem("krada.projector", "on"));
    }
    await startGame(page, { seed: 11, lang: "th", names: ["กนกวรรณ ศรีสุข", "Krada (computer)"] });
    // Two of the hard level's best plays, so the sheet holds equations, then
    // six scoreless turns end the game.
    for (let turn = 1; turn <= 2; turn++) {
      await page.getByTestId("hint").click();
      await page.getByTestId("hint-0").click();
      await page.getByTestId("play").click();
      await expect(page.getByTestId(`turn-${turn}`)).toBeAttached();
    }
    for (let i = 0; i < 6; i++) await pass(page);
    await expect(page.getByTestId("result")).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`over-${viewport.name}.png`) });
    await expect(page.getByTestId("result")).toBeInViewport({ ratio: 1 });
    if (viewport.width < 900) return; // the board is below the result, the sheet in a drawer
    await expectIdInView(page, "board");
    // Every column of the sheet (totals and times included) inside its panel.
    const column = page.getByTestId("sheet-column");
    const [scrollWidth, clientWidth] = await column.evaluate((c) => [c.scrollWidth, c.clientWidth]);
    expect(scrollWidth, "the sheet's width").toBeLessThanOrEqual(clientWidth);
    await expectIdInView(page, "turn-1");
  });
}

test.describe("in an English browser", () => {
  test.use({ locale: "en-US" });
  test("the site opens in English and remembers a choice of Thai", async ({ page }) => {
    await page.goto("./");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("menu-new")).toHaveText("New game");
    await openMenu(page, "lang-switch");
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
  });
});

test("the page names itself and says it is loading before the app arrives", async ({ page }) => {
  // The app's code never arrives: what index.html shows is all there is.
  await page.route(/\.wasm$/, (route) => route.abort());
  await page.goto("./");
  await expect(page.locator("#loading")).toContainText("Krada · กระดาน");
  await expect(page.locator("#loading")).toContainText("Loading…");
  const noscript = await page.locator("#loading noscript").innerHTML();
  expect(noscript).toContain("JavaScript");
  await page.unroute(/\.wasm$/);
  await page.reload();
  await expect(page.getByTestId("menu-new")).toBeVisible();
  await expect(page.locator("#loading")).toHaveCount(0);
});

test("the score sheet fits a 360-pixel phone in Thai with three-digit scores", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startGame(page, { seed: 11, lang: "th", names: ["กนกวรรณ", "สมศักดิ์"] });
  // The hard level's best plays, turn after turn, until a total passes 99.
  for (let turn = 1; turn <= 12; turn++) {
    await page.getByTestId("hint").click();
    await page.getByTestId("hint-0").click();
    await page.getByTestId("play").click();
    await expect(page.getByTestId(`turn-${turn}`)).toBeAttached();
    const totals = await page.locator("[data-testid^=score-]").allTextContents();
    if (totals.some((t) => Number(t) >= 100)) break;
  }
  await page.getByTestId("sheet-toggle").click();
  const sheet = page.getByTestId("sheet");
  await expect(sheet).toBeInViewport();
  const [scrollWidth, clientWidth] = await sheet.evaluate((t) => [t.scrollWidth, t.clientWidth]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const box = await sheet.boundingBox();
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the replay's board fits a laptop screen beside its moves", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await page.goto("./");
  await openMenu(page, "menu-saved");
  const gcg = "#player1 ann Ann\n#player2 ben Ben\n>ann: ACETTXZ 8G CAT +10 10\n>ben: AEIQRST 9F QI +17 17\n";
  await page.getByTestId("load-gcg").setInputFiles({ name: "a.gcg", mimeType: "text/plain", buffer: Buffer.from(gcg) });
  await page.getByTestId("replay-last").click();
  await expectIdInView(page, "replay-cell-O15");
  await expectIdInView(page, "replay-cell-A1");
  await expectIdInView(page, "replay-next");
  await expect(page.locator("[data-last-score]")).toHaveAttribute("data-last-score", "+17");
});

test("on a laptop a finished game's unseen tiles stay inside their panel, above the legend", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await startGame(page, { seed: 3 });
  await page.getByTestId("resign").click();
  await page.getByTestId("game-yes").click();
  await expect(page.getByTestId("result")).toContainText("Ben resigned");
  const panel = await page.getByTestId("score-sheet").boundingBox();
  const tracker = page.getByTestId("tracker");
  const box = await tracker.boundingBox();
  // The result above leaves the panel short of room: the tiles scroll in it.
  expect(box.y + box.height).toBeLessThanOrEqual(panel.y + panel.height + 0.5);
  const legend = await page.locator(".legend:visible").first().boundingBox();
  expect(panel.y + panel.height).toBeLessThanOrEqual(legend.y + 0.5);
  await tracker.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(tracker.locator("li").last()).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("game-over-laptop.png") });
});
