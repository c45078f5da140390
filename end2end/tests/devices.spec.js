// What new users met on their devices: a phone held sideways, the Back
// button, a link pasted into an open tab, a QR code on a laptop, a puzzle's
// verdict, a notice over the turn, the phone's menu, a paused game.
import { test, expect } from "@playwright/test";
import jsQR from "jsqr";
import { startGame, typeAt, pass, cell, openMenu, expectInView, startClass } from "./helpers.js";

for (const size of [{ width: 844, height: 390 }, { width: 740, height: 360 }]) {
  test(`a whole turn fits a phone held sideways (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await startGame(page, { seed: 3, opponent: "hard", lang: "th" });
    await expect(page.locator(".rack-tile")).toHaveCount(8);
    await page.screenshot({ path: test.info().outputPath(`sideways-${size.width}.png`) });
    for (const id of ["board", "rack", "play", "recall", "pass", "exchange", "score-0", "score-1", "to-move"]) {
      await expectInView(page, page.getByTestId(id), id);
    }
    // The board takes the screen's height, not a corner of it.
    const board = await page.getByTestId("board").boundingBox();
    expect(board.height).toBeGreaterThan(size.height * 0.75);
    // "Whose turn" reads on one line.
    const line = await page.getByTestId("to-move").evaluate((p) => [p.getBoundingClientRect().height, parseFloat(getComputedStyle(p).lineHeight) || 24]);
    expect(line[0]).toBeLessThan(line[1] * 1.6);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(size.height + 1);
  });
}

test("Back walks back through the screens, from a game to the menu, and a reload keeps the screen", async ({ page }) => {
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await openMenu(page, "menu-saved");
  await expect(page.getByTestId("saved-games")).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("game")).toBeVisible();
  await expect(page.getByTestId("score-0")).toHaveText("8");
  // From the game, Back is the menu, still on this site.
  await page.goBack();
  await expect(page.getByTestId("new-game")).toBeVisible();
  expect(page.url()).toContain("127.0.0.1");
  await page.goForward();
  await expect(page.getByTestId("game")).toBeVisible();
  // A reload shows the same screen.
  await openMenu(page, "menu-howto");
  await expect(page.getByTestId("howto")).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("howto")).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("game")).toBeVisible();
  await expect(page.getByTestId("score-0")).toHaveText("8");
});

test("a game opened at start-up goes back to the menu, not off the site", async ({ page }) => {
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  // A new visit (not a reload) resumes the game at the table.
  await page.goto("about:blank");
  await page.goto("./");
  await expect(page.getByTestId("game")).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId("new-game")).toBeVisible();
  await openMenu(page, "menu-game");
  await expect(page.getByTestId("score-0")).toHaveText("8");
});

/** A finished game's link, from its result. */
async function finishedGameLink(page) {
  await startGame(page, { seed: 11 });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  for (let i = 0; i < 6; i++) await pass(page);
  const share = page.getByTestId("result").getByTestId("share");
  await share.locator("summary").click();
  return share;
}

test("a link pasted into a tab showing Krada opens at once, keeps through a reload, and closes to where it came from", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const url = await (await finishedGameLink(page)).getByTestId("share-url").inputValue();
  const fragment = url.slice(url.indexOf("#"));
  // Another device, Krada open at its table.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const other = await context.newPage();
  await startGame(other, { seed: 5 });
  await other.evaluate((f) => {
    location.hash = f;
  }, fragment);
  await expect(other.getByTestId("replay")).toBeVisible();
  await expect(other.locator(".replay-moves")).toContainText("6=2×3");
  await other.reload();
  await expect(other.getByTestId("replay")).toBeVisible();
  await expect(other.locator(".replay-moves")).toContainText("6=2×3");
  await other.getByTestId("replay-close").click();
  await expect(other.getByTestId("game")).toBeVisible();
  expect(other.url()).not.toContain("#k1");
  // Back to the shared view, and back again to the game before it.
  await other.goBack();
  await expect(other.getByTestId("replay")).toBeVisible();
  await other.goBack();
  await expect(other.getByTestId("game")).toBeVisible();
  await context.close();
});

/** Reads the QR code inside `locator` off a screenshot taken at pixel ratio 1. */
async function decodeScreenshot(page, locator) {
  const png = await locator.screenshot();
  const image = await page.evaluate(async (base64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${base64}`;
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext("2d");
    ctx.drawImage(img, 0, 0);
    return { width: img.width, height: img.height, data: Array.from(ctx.getImageData(0, 0, img.width, img.height).data) };
  }, png.toString("base64"));
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}

test("the finished game's QR code reads off a laptop's screen at pixel ratio 1, and larger on request", async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 657 });
  // A long game makes a long link: the hard level's best plays, then Ben resigns.
  await startGame(page, { seed: 11 });
  for (let turn = 1; turn <= 14 && !(await page.getByTestId("result").isVisible()); turn++) {
    await page.getByTestId("hint").click();
    await page.getByTestId("hint-0").click();
    await page.getByTestId("play").click();
    await expect(page.getByTestId(`turn-${turn}`)).toBeAttached();
  }
  if (!(await page.getByTestId("result").isVisible())) {
    await page.getByTestId("resign").click();
    await page.getByTestId("game-yes").click();
  }
  const share = page.getByTestId("result").getByTestId("share");
  await share.locator("summary").click();
  const url = await share.getByTestId("share-url").inputValue();
  expect(url.length).toBeGreaterThan(300);
  const qr = share.getByTestId("qr");
  await qr.locator("svg").scrollIntoViewIfNeeded();
  const side = (await qr.locator("svg").boundingBox()).width;
  const modules = await qr.locator("svg").evaluate((svg) => svg.viewBox.baseVal.width);
  expect(side / modules, "CSS pixels a module").toBeGreaterThanOrEqual(3.5);
  expect(await decodeScreenshot(page, qr.locator("svg"))).toBe(url);
  await share.getByTestId("qr-enlarge").click();
  const big = page.getByTestId("qr-big");
  await expect(big).toBeVisible();
  await expectInView(page, big.locator("svg"), "the large code");
  expect((await big.locator("svg").boundingBox()).width / modules).toBeGreaterThanOrEqual(5);
  expect(await decodeScreenshot(page, big.locator("svg"))).toBe(url);
  await page.getByTestId("qr-big-close").click();
  await expect(big).toHaveCount(0);
});

for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 657 }]) {
  test(`a puzzle's verdict and what to do next show where the board is (${size.width}×${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto("./");
    await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
    await page.reload();
    await openMenu(page, "menu-puzzles");
    await page.getByTestId("puzzle-seed").fill("3");
    await page.getByTestId("puzzle-level").selectOption("easy");
    await page.getByTestId("puzzle-start").click();
    await expect(page.getByTestId("puzzle-panel")).toBeVisible({ timeout: 30_000 });
    // A puzzle asks for a play: no Pass, no Exchange.
    await expect(page.getByTestId("pass")).toHaveCount(0);
    await expect(page.getByTestId("exchange")).toHaveCount(0);
    await page.getByTestId("puzzle-show-answers").click();
    const answers = page.locator('[data-testid^="puzzle-answer-"]');
    // A lesser answer first, where there is one: the verdict says try again.
    const count = await answers.count();
    if (count > 1) {
      await answers.nth(count - 1).locator("button").click();
      await page.getByTestId("play").click();
      await expect(page.getByTestId("puzzle-verdict")).toBeInViewport({ ratio: 1 });
      await page.getByTestId("recall").click();
    }
    await answers.first().locator("button").click();
    await page.getByTestId("play").click();
    const verdict = page.getByTestId("puzzle-verdict");
    await expect(verdict).toContainText("The best play!");
    await expect(verdict).toBeInViewport({ ratio: 1 });
    await expectInView(page, verdict, "the verdict");
    await expectInView(page, page.getByTestId("puzzle-verdict-next"), "the next puzzle");
    await expectInView(page, page.getByTestId("board"), "the board");
    await page.screenshot({ path: test.info().outputPath(`puzzle-verdict-${size.width}.png`) });
    await page.getByTestId("puzzle-verdict-next").click();
    await expect(page.getByTestId("puzzle-panel")).toContainText("Puzzle 4", { timeout: 30_000 });
  });
}

test("a notice floats over the page: the rack and the buttons stay where they were", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 657 });
  await startGame(page, { seed: 11, challenge: true });
  await typeAt(page, "F8", ["8", "=", "2", "*", "3", "Enter"]);
  const before = await page.getByTestId("rack").boundingBox();
  await page.getByTestId("challenge").click();
  await expect(page.getByTestId("notice")).toContainText("the play comes off");
  const after = await page.getByTestId("rack").boundingBox();
  expect(after.y).toBeCloseTo(before.y, 0);
  for (const id of ["rack", "play", "board"]) await expectInView(page, page.getByTestId(id), id);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(657 + 1);
});

for (const [width, height] of [[390, 844], [1024, 768]]) test(`the menu shows every destination at once at ${width}×${height}`, async ({ page }) => {
  await page.setViewportSize({ width, height });
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "th"));
  await page.reload();
  const toggle = page.getByTestId("menu-toggle");
  await expectInView(page, toggle, "the menu button");
  await expect(page.getByTestId("menu-saved")).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  for (const id of ["menu-new", "menu-saved", "menu-game", "menu-puzzles", "menu-class", "menu-table", "menu-judge", "menu-howto", "projector-toggle", "lang-switch"]) {
    await expectInView(page, page.getByTestId(id), id);
  }
  await page.screenshot({ path: test.info().outputPath(`menu-${width}.png`) });
  await page.getByTestId("menu-howto").click();
  await expect(page.getByTestId("howto")).toBeVisible();
  await expect(page.getByTestId("menu-saved")).toBeHidden();
  // Escape closes it too.
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("menu-saved")).toBeHidden();
});

test("while the clocks are paused the racks are hidden and no tile can be placed", async ({ page }) => {
  await startGame(page, { seed: 11, clockMinutes: 22 });
  await page.getByTestId("pause").click();
  await expect(page.getByTestId("paused")).toBeVisible();
  await expect(page.locator(".rack-tile")).toHaveCount(0);
  await expect(page.getByTestId("rack-hidden")).toContainText("paused");
  await cell(page, "H8").click();
  await page.keyboard.type("6");
  await expect(page.locator(".cell.tentative")).toHaveCount(0);
  await page.getByTestId("pause").click();
  await expect(page.locator(".rack-tile")).toHaveCount(8);
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
});

test("a panic in the page is reported in the console and to the player, with Reload", async ({ page }) => {
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await startGame(page, { seed: 11, lang: "th" });
  await page.goto("./?krada-panic-test");
  const crash = page.getByTestId("crash");
  await expect(crash).toBeVisible();
  await expect(crash).toContainText("เกมของคุณบันทึกไว้แล้ว");
  expect(errors.some((e) => e.includes("a test of the panic report"))).toBe(true);
  await page.getByTestId("crash-reload").click();
  await expect(page.getByTestId("game")).toBeVisible();
  await expect(page.getByTestId("crash")).toHaveCount(0);
});

test("a panic in the computer player is reported in the console and to the player, with Reload", async ({ page }) => {
  const errors = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await startGame(page, { seed: 11, opponent: "easy" });
  await page.getByTestId("hint").click();
  await expect(page.getByTestId("hint-0")).toBeVisible({ timeout: 15_000 });
  const worker = page.workers()[0];
  // The worker aborts after its panic: the call itself fails.
  await worker.evaluate(() => self.onmessage({ data: "krada-panic-test" })).catch(() => {});
  await expect(page.getByTestId("notice")).toContainText("The computer player stopped");
  await expect.poll(() => errors.some((e) => e.includes("a test of the panic report"))).toBe(true);
  await page.getByTestId("notice-reload").click();
  await expect(page.getByTestId("game")).toBeVisible();
});

for (const size of [{ width: 1366, height: 657 }, { width: 1366, height: 768 }]) {
  test(`the class round fits a teacher's laptop (${size.width}×${size.height})`, async ({ page }) => {
    await startClass(page, size);
    await page.screenshot({ path: test.info().outputPath(`class-${size.height}.png`) });
    await expectInView(page, page.getByTestId("class-rack"), "the rack");
    await expectInView(page, page.locator("[data-testid^=class-cell-]").last(), "the board's last square");
    await expectInView(page, page.getByTestId("class-entry-add"), "the entry form");
  });
}

test("class entries say what is missing, ask before replacing a group's entry, and the reveal lists each play once", async ({ page, context }) => {
  test.slow();
  await startClass(page, { width: 1366, height: 768 });
  // Nothing typed: say what is missing.
  await page.getByTestId("class-entry-add").click();
  await expect(page.getByTestId("class-entry-problem")).toHaveText("Type the name of the group or student.");
  await page.getByTestId("class-entry-name").fill("Group 1");
  await page.getByTestId("class-entry-add").click();
  await expect(page.getByTestId("class-entry-problem")).toContainText("Type the play they found");
  await page.getByTestId("class-entry-play").fill("8H 1+1=3");
  await page.getByTestId("class-entry-add").click();
  await expect(page.getByTestId("class-entry-problem")).toHaveCount(0);
  // Ready for the next group: both fields empty.
  await expect(page.getByTestId("class-entry-name")).toHaveValue("");
  await expect(page.getByTestId("class-entry-play")).toHaveValue("");
  // The same group again is asked about; kept, then replaced.
  await page.getByTestId("class-entry-name").fill("group 1");
  await page.getByTestId("class-entry-play").fill("8H 2+2=5");
  await page.getByTestId("class-entry-add").click();
  await expect(page.getByTestId("class-entry-ask")).toContainText("Group 1 has entered 8H 1+1=3 already. Replace it with 8H 2+2=5?");
  await page.getByTestId("class-entry-keep").click();
  await expect(page.getByTestId("class-entry-ask")).toHaveCount(0);
  await expect(page.locator("[data-testid^=class-entry-]").filter({ hasText: "Group 1" })).toHaveCount(1);
  await page.getByTestId("class-entry-play").fill("8H 2+2=5");
  await page.getByTestId("class-entry-add").click();
  await page.getByTestId("class-entry-replace").click();
  const entries = page.locator(".class-entry-list li");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("8H 2+2=5");

  const [wall] = await Promise.all([context.waitForEvent("page"), page.getByTestId("show-on-wall").click()]);
  await wall.setViewportSize({ width: 1920, height: 1080 });
  await page.getByTestId("class-reveal").click();
  for (let i = 0; i < 9; i++) await page.getByTestId("class-show-next").click();
  // Each play once: no two lines with the same tiles on the same squares,
  // in another order or (on this empty board) the mirror image, for the
  // same score (the same tiles placed so that they score differently are
  // two plays, issue 49).
  const lines = (await page.locator("[data-testid^=class-reveal-]").allTextContents()).map((t) => t.split(" (")[0]);
  expect(lines.length).toBeGreaterThanOrEqual(10);
  const key = (line) => {
    const [play, score] = line.split(" — ");
    const [square, tiles] = play.split(" ");
    return `${[...square].sort().join("")} ${[...tiles].sort().join("")} ${score}`;
  };
  expect(new Set(lines.map(key)).size).toBe(lines.length);
  // The revealed plays are not rounds: nothing under "Rounds so far" yet.
  await expect(page.getByTestId("class-history")).toHaveCount(0);
  // The wall numbers each line once and has no empty total column.
  await expect(wall.getByTestId("wall-turn-1")).not.toContainText("1. ");
  await expect(wall.getByTestId("wall-sheet").locator("th")).toHaveCount(3);
});

test("a shared class link opens as the rounds' best plays, without a review or a GCG to offer", async ({ page, browser }) => {
  await startClass(page, { width: 1366, height: 768 });
  await page.getByTestId("class-reveal").click();
  const best = (await page.getByTestId("class-reveal-0").textContent()).split(" — ");
  await page.getByTestId("class-next-round").click();
  const share = page.getByTestId("class").getByTestId("share");
  await share.locator("summary").click();
  const url = await share.getByTestId("share-url").inputValue();
  const other = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: "en-US" });
  await other.goto(url);
  await expect(other.getByTestId("replay")).toBeVisible();
  await other.getByTestId("replay-last").click();
  await expect(other.getByTestId("replay-scores")).toHaveText(`Best plays of the class rounds: ${best[1]}`);
  await expect(other.locator(".replay-moves")).toContainText(best[0]);
  await expect(other.getByTestId("review-progress")).toHaveCount(0);
  await expect(other.getByTestId("replay-download")).toHaveCount(0);
  await other.close();
});

/** Whether two boxes overlap. */
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("the face picker leaves the square being filled in view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Seed 11 deals Ann 8 15 3 ×/÷ ? 6 = 2.
  await startGame(page, { seed: 11 });
  // (A cancelled pick leaves its tile chosen: the next square takes the blank.)
  for (const [tile, square] of [["×/÷", "H8"], ["?", "H14"]]) {
    if (!(await page.locator(".rack-tile.selected").count())) await page.locator(`.rack-tile[data-tile="${tile}"]`).first().click();
    await cell(page, square).click();
    const picker = page.getByTestId("picker");
    await expect(picker).toBeVisible();
    const target = await cell(page, square).boundingBox();
    expect(overlap(await picker.boundingBox(), target), `the picker over ${square}`).toBe(false);
    await page.getByTestId("pick-cancel").click();
  }
});

// Forty letters without a space: nowhere to wrap but anywhere.
const LONG_NAME = "SomchaiJaideeWongsawatOfTheBangkokClubAB";
for (const size of [{ width: 390, height: 844 }, { width: 1366, height: 657 }]) {
  test(`a long name stays within its place (${size.width}×${size.height})`, async ({ page }) => {
    const long = LONG_NAME;
    await page.setViewportSize(size);
    await startGame(page, { seed: 11, names: [long, "Ben"] });
    await page.screenshot({ path: test.info().outputPath(`long-name-${size.width}.png`) });
    const board = await page.getByTestId("board").boundingBox();
    for (const locator of [page.getByTestId("to-move"), page.getByTestId("clock-0")]) {
      const box = await locator.boundingBox();
      expect(box.x + box.width).toBeLessThanOrEqual(size.width + 0.5);
      if (size.width > 900) expect(overlap(box, board), "over the board").toBe(false);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  });
}

// Issue 51: one tile-set picker on every screen, its sets' names long.
test("the tile-set pickers stay within a phone's width, in either language", async ({ page }) => {
  const width = 360;
  await page.setViewportSize({ width, height: 740 });
  for (const lang of ["en", "th"]) {
    await page.goto("./");
    await page.evaluate((l) => localStorage.setItem("krada.lang", l), lang);
    await page.reload();
    await openMenu(page, "menu-new");
    await page.getByTestId("more-options").locator("summary").click();
    const pickers = [["tiles", null], ["table-game", "menu-table"], ["class-tiles", "menu-class"]];
    for (const [id, screen] of pickers) {
      if (screen) await openMenu(page, screen);
      const picker = page.getByTestId(id);
      await picker.scrollIntoViewIfNeeded();
      const box = await picker.boundingBox();
      expect(box.x, `${id} (${lang})`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${id} (${lang})`).toBeLessThanOrEqual(width + 0.5);
      expect(box.height, `${id} is a finger's height`).toBeGreaterThanOrEqual(44);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${id} (${lang})`).toBeLessThanOrEqual(width);
    }
  }
});

test("on a laptop the row of destinations fits whole, in either language", async ({ page }) => {
  for (const lang of ["en", "th"]) {
    for (const [width, height] of [[1280, 720], [1366, 657]]) {
      await page.setViewportSize({ width, height });
      await page.goto("./");
      await page.evaluate((l) => localStorage.setItem("krada.lang", l), lang);
      await page.reload();
      await expect(page.getByTestId("menu-toggle")).toBeHidden();
      for (const id of ["menu-new", "menu-table", "menu-judge", "menu-desk", "lang-switch"]) {
        await expectInView(page, page.getByTestId(id), `${id} (${lang}, ${width} px)`);
      }
      const hidden = await page.evaluate(() => {
        const row = document.querySelector(".top-actions");
        return row.scrollWidth - row.clientWidth;
      });
      expect(hidden, `the row scrolled at ${width} px in ${lang}`).toBe(0);
    }
  }
});
