// Every screen on a phone, a phone held sideways and a laptop: the page
// never fails silently, so any console error, uncaught exception or failed
// request on the way fails the walk.
import { test, expect } from "@playwright/test";
import { startGame, openMenu } from "./helpers.js";

const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 1366, height: 657 },
];

/** Collects what went wrong on `page` (and its workers) from now on. */
function watch(page) {
  const problems = [];
  page.on("console", (m) => {
    if (m.type() === "error" || /deprecated/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`exception: ${e.message}`));
  // A request the test's own navigation cut short (ERR_ABORTED) is not the site's failure.
  page.on("requestfailed", (r) => r.failure()?.errorText !== "net::ERR_ABORTED" && problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on("response", (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  page.on("worker", (w) => w.on("console", (m) => m.type() === "error" && problems.push(`worker: ${m.text()}`)));
  return problems;
}

for (const size of SIZES) {
  test(`every screen at ${size.width}×${size.height} without an error`, async ({ page, context }) => {
    test.slow();
    await page.setViewportSize(size);
    const problems = watch(page);
    // The menu and a new game, with hints.
    await startGame(page, { seed: 11, opponent: "easy" });
    // The keyboard starts on the board.
    await expect.poll(() => page.evaluate(() => document.activeElement?.dataset.testid)).toBe("board");
    await page.getByTestId("hint").click();
    await expect(page.getByTestId("hint-0")).toBeVisible({ timeout: 20_000 });
    await page.getByTestId("hint-0").click();
    await page.getByTestId("play").click();
    await expect(page.getByTestId("turn-1")).toBeAttached();
    // Saved games, and a review of a file loaded there.
    await openMenu(page, "menu-saved");
    await expect(page.getByTestId("saved-games")).toBeVisible();
    const gcg = "#player1 ann Ann\n#player2 ben Ben\n>ann: ACETTXZ 8G CAT +10 10\n>ben: AEIQRST 9F QI +17 17\n";
    await page.getByTestId("load-gcg").setInputFiles({ name: "a.gcg", mimeType: "text/plain", buffer: Buffer.from(gcg) });
    await expect(page.getByTestId("replay")).toBeVisible();
    await page.getByTestId("replay-last").click();
    // How to play, puzzles (one laid out), the class round's set-up.
    await openMenu(page, "menu-howto");
    await expect(page.getByTestId("howto")).toBeVisible();
    await openMenu(page, "menu-puzzles");
    await expect(page.getByTestId("puzzles")).toBeVisible();
    await page.getByTestId("puzzle-seed").fill("3");
    await page.getByTestId("puzzle-start").click();
    await expect(page.getByTestId("puzzle-panel")).toBeVisible({ timeout: 30_000 });
    const share = page.getByTestId("puzzle-panel").getByTestId("share");
    await share.locator("summary").click();
    const link = await share.getByTestId("share-url").inputValue();
    await openMenu(page, "menu-class");
    await expect(page.getByTestId("class")).toBeVisible();
    // A shared link, opened afresh.
    await page.goto("about:blank");
    await page.goto(link);
    await expect(page.getByTestId("puzzle-panel")).toBeVisible({ timeout: 30_000 });
    // The wall, as the projector's window shows it.
    const wall = await context.newPage();
    const wallProblems = watch(wall);
    await wall.setViewportSize(size);
    await wall.goto("./#wall");
    await expect(wall.getByTestId("wall")).toBeVisible();
    // Even with nothing to show yet, the wall names itself.
    await expect(wall.getByRole("heading", { level: 1 })).toBeVisible();
    await wall.close();
    expect([...problems, ...wallProblems]).toEqual([]);
  });
}
