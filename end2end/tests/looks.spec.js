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
