// The main screens look as they did: each is compared with its committed
// picture (tests/looks.spec.js-snapshots/), clocks masked. After a change
// meant to alter them, `cargo xtask screens` takes them again (and the
// README's pictures in docs/screens/).
import { test, expect } from "@playwright/test";
import { startGame, typeAt, openMenu } from "./helpers.js";

const SCREENS = [
  { name: "phone-360", width: 360, height: 740 },
  { name: "laptop", width: 1366, height: 657 },
  { name: "projector-1080", width: 1920, height: 1080, projector: true },
];

/** Two turns of the scripted game: 8F 6=2×3, then F4 1+5= down onto the 6. */
async function twoTurns(page) {
  await startGame(page, { seed: 11, lang: "th", names: ["กนก", "สมชาย"] });
  await typeAt(page, "F8", ["6", "=", "2", "*", "3", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
  await typeAt(page, "F4", ["1", "+", "5", "=", "Enter"], { down: true });
  await expect(page.getByTestId("score-1")).toHaveText("11");
  // The board's focus ring is where typing left it; take it off the picture.
  await page.evaluate(() => document.activeElement.blur());
}

for (const screen of SCREENS) {
  test(`the game screen looks as it did: ${screen.name}`, async ({ page }) => {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    if (screen.projector) {
      await page.goto("./");
      await page.evaluate(() => localStorage.setItem("krada.projector", "on"));
    }
    await twoTurns(page);
    const options = { mask: [page.locator("[role=timer]")], maxDiffPixelRatio: 0.01, animations: "disabled" };
    await expect(page).toHaveScreenshot(`game-${screen.name}.png`, options);
    if (process.env.SCREENS_DIR) await page.screenshot({ path: `${process.env.SCREENS_DIR}/game-${screen.name}.png` });
  });
}

test("the new-game screen and how to play look as they did on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "th"));
  await page.reload();
  await openMenu(page, "menu-new");
  await expect(page).toHaveScreenshot("new-game-phone.png", { maxDiffPixelRatio: 0.01 });
  await openMenu(page, "menu-howto");
  await expect(page).toHaveScreenshot("howto-phone.png", { maxDiffPixelRatio: 0.01 });
});

/** A table whose clock the test drives: Ann has played twice, Ben once. */
async function tableAt(page, { size, lang }) {
  await page.clock.install({ time: new Date("2026-12-04T10:00:00Z") });
  await page.setViewportSize(size);
  await page.goto("./");
  await page.evaluate((l) => localStorage.setItem("krada.lang", l), lang);
  await page.reload();
  await openMenu(page, "menu-table");
  await page.clock.pauseAt(new Date("2026-12-04T10:01:00Z"));
  await page.getByTestId("table-name-0").fill(lang === "th" ? "กนก" : "Ann");
  await page.getByTestId("table-name-1").fill(lang === "th" ? "สมชาย" : "Ben");
  await page.getByTestId("table-start").click();
  for (const [side, ms] of [[0, 95_000], [1, 140_000], [0, 61_000]]) {
    await page.clock.runFor(ms);
    await page.getByTestId(`table-clock-${side}`).click();
  }
  await page.clock.runFor(21_000);
}

for (const lang of ["th", "en"]) {
  test(`the table's clock looks as it did on a phone lying flat: ${lang}`, async ({ page }) => {
    await tableAt(page, { size: { width: 360, height: 740 }, lang });
    await expect(page).toHaveScreenshot(`table-phone-${lang}.png`, { maxDiffPixelRatio: 0.01 });
    if (process.env.SCREENS_DIR) await page.screenshot({ path: `${process.env.SCREENS_DIR}/table-phone-${lang}.png` });
  });
}

test("the table's score sheet and the judge look as they did", async ({ page }) => {
  await tableAt(page, { size: { width: 1366, height: 657 }, lang: "en" });
  await page.getByTestId("table-sheet").click();
  for (const score of ["24", "31", "18"]) {
    await page.getByTestId("table-score").fill(score);
    await page.getByTestId("table-enter").click();
  }
  await page.getByTestId("table-exchange").click();
  await page.getByTestId("table-play").fill("8G 9×4=36");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot("table-sheet-laptop.png", { maxDiffPixelRatio: 0.01 });
  if (process.env.SCREENS_DIR) await page.screenshot({ path: `${process.env.SCREENS_DIR}/table-sheet-laptop.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId("table-judge").click();
  await page.getByTestId("judge-input").fill("[12]+7=[19]");
  await page.getByTestId("judge-check").click();
  await expect(page.getByTestId("judge-verdict")).toHaveAttribute("data-valid", "true");
  await expect(page).toHaveScreenshot("judge-phone.png", { maxDiffPixelRatio: 0.01 });
  if (process.env.SCREENS_DIR) await page.screenshot({ path: `${process.env.SCREENS_DIR}/judge-phone.png` });
});
