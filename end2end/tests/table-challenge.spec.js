// A challenge at a real board, timed as the seeds say: A-Math gives the
// side to move 20 seconds to decide and a minute more after Hold; Crossword
// lets it take as long as it needs, the player waiting a minute to draw
// after Hold. A called challenge stops both clocks until the verdict,
// entered with one tap on the clock and the sheet. The browser's clock is
// driven by the test.
import { test, expect } from "@playwright/test";
import { openScreen } from "./helpers.js";

const start = async (page, size, game) => {
  await page.clock.install({ time: new Date("2026-12-04T10:00:00Z") });
  await openScreen(page, { size, lang: "en", testId: "menu-table" });
  await page.clock.pauseAt(new Date("2026-12-04T10:01:00Z"));
  await page.getByTestId("table-name-0").fill("Ann");
  await page.getByTestId("table-name-1").fill("Ben");
  await page.getByTestId("table-game").selectOption(game);
  await page.getByTestId("table-start").click();
};

for (const [name, size] of [["phone", { width: 360, height: 740 }], ["laptop", { width: 1366, height: 657 }]]) {
  test(`an A-Math challenge on a ${name}: 20 seconds, Hold, both clocks stopped, the verdict`, async ({ page }) => {
    await start(page, size, "standard");
    const clock = [page.getByTestId("table-clock-0"), page.getByTestId("table-clock-1")];
    const box = page.getByTestId("table-challenge-box");
    await clock[0].click();
    await expect(box).toContainText("Ben may challenge");
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("table-decide-left")).toHaveText("0:15 to decide");
    await page.clock.runFor(16_000);
    await expect(box).toBeHidden();
    // Ben plays; Ann holds, and has a minute more.
    await clock[1].click();
    await page.getByTestId("table-hold").click();
    await page.clock.runFor(30_000);
    await expect(page.getByTestId("table-decide-left")).toHaveText("0:50 to decide");
    await page.getByTestId("table-challenge").click();
    await expect(box).toContainText("both clocks stopped");
    const times = [await clock[0].textContent(), await clock[1].textContent()];
    await page.clock.runFor(60_000);
    await clock[0].click();
    await expect(clock[0]).toHaveText(times[0]);
    await expect(clock[1]).toHaveText(times[1]);
    await page.screenshot({ path: test.info().outputPath(`challenge-${name}.png`) });
    // Ben's play stands: Ann loses her turn, Ben moves again.
    await page.getByTestId("table-play-stands").click();
    await expect(box).toBeHidden();
    await expect(clock[1]).toHaveAttribute("aria-pressed", "true");
    await expect(clock[0]).toHaveAttribute("aria-pressed", "false");
  });
}

test("a Crossword challenge: no limit to decide, a minute's wait after Hold, the play off on the sheet", async ({ page }) => {
  await start(page, { width: 360, height: 740 }, "english");
  await page.getByTestId("table-sheet").click();
  await page.getByTestId("table-score").fill("24");
  await page.getByTestId("table-enter").click();
  await page.getByTestId("table-clock-0").click();
  await expect(page.getByTestId("table-decide-left")).toBeHidden();
  await page.getByTestId("table-hold").click();
  await page.clock.runFor(15_000);
  await expect(page.getByTestId("table-draw-wait")).toHaveText("Ann waits 0:45 before drawing");
  await page.clock.runFor(5 * 60_000);
  await page.getByTestId("table-challenge").click();
  await page.getByTestId("table-play-off").click();
  await expect(page.getByTestId("table-line-0")).toHaveText("Challenged off (0)");
  await expect(page.locator(".corrected .was")).toHaveText("was 24");
  await expect(page.locator(".pad-title")).toHaveText("Ben: score of turn 1");
  await expect(page.getByTestId("table-clock-1")).toHaveAttribute("aria-pressed", "true");
  await page.screenshot({ path: test.info().outputPath("challenge-crossword-sheet.png"), fullPage: true });
});
