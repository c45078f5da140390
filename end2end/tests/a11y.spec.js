// Accessibility: axe finds nothing on any screen, in Thai and in English,
// on a phone (390×844) and on a laptop (1366×657).
import { test, expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { startGame, pass, openMenu } from "./helpers.js";

async function noViolations(page, screen) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0].target.join(" ")} — ${v.help}`);
  expect(found, `axe on ${screen}`).toEqual([]);
}

for (const [name, size, lang] of [
  ["laptop", { width: 1366, height: 657 }, "en"],
  ["phone", { width: 390, height: 844 }, "en"],
  ["laptop", { width: 1366, height: 657 }, "th"],
  ["phone", { width: 390, height: 844 }, "th"],
]) {
  test(`every screen passes axe on a ${name} in ${lang === "th" ? "Thai" : "English"}`, async ({ page }) => {
    // A dozen screens, each read whole by axe: more than the default 30 s.
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await page.goto("./");
    await page.evaluate((lang) => localStorage.setItem("krada.lang", lang), lang);
    await page.reload();
    await openMenu(page, "menu-new");
    await noViolations(page, "the new-game form");
    await page.getByTestId("more-options").locator("summary").click();
    // The choices are drawn once their part is here.
    await expect(page.getByTestId("check-challenge")).toBeVisible();
    await noViolations(page, "the new-game form, unfolded");
    await startGame(page, { seed: 11, lang });
    await noViolations(page, "the game");
    await page.getByTestId("move-input").fill("8G 1$");
    await noViolations(page, "the game with a move typed wrong");
    await page.getByTestId("hint").click();
    await expect(page.getByTestId("hint-0")).toBeVisible({ timeout: 15_000 });
    await page.getByTestId("hint-0").click();
    await noViolations(page, "the game with a hint laid out");
    await page.getByTestId("play").click();
    await noViolations(page, "the game after a play");
    if (name === "phone") {
      await page.getByTestId("sheet-toggle").click();
      await noViolations(page, "the sheet drawer");
      await page.getByTestId("sheet-close").click();
    }
    for (let i = 0; i < 6; i++) await pass(page);
    await noViolations(page, "the finished game");
    await openMenu(page, "menu-saved");
    await expect(page.getByTestId("saved-games")).toBeVisible();
    await noViolations(page, "the saved games");
    const gcg = "#player1 ann Ann\n#player2 ben Ben\n>ann: ACETTXZ 8G CAT +10 10\n";
    await page.getByTestId("load-gcg").setInputFiles({ name: "a.gcg", mimeType: "text/plain", buffer: Buffer.from(gcg) });
    await page.getByTestId("replay-next").click();
    await noViolations(page, "the replay");
    await openMenu(page, "lang-switch");
    await expect(page.locator("html")).toHaveAttribute("lang", lang === "th" ? "en" : "th");
    await noViolations(page, "the replay in the other language");
    await startGame(page, { seed: 8, lang, crossword: { words: "TONS\nSNOT\n" } });
    await noViolations(page, "a Crossword game");
    await openMenu(page, "menu-howto");
    await expect(page.locator(".howto-strip").first()).toBeVisible();
    await noViolations(page, "how to play");
  });
}

test("the expert's thinking (progress, best so far, Play now) and its form choices pass axe", async ({ page }) => {
  await page.goto("./");
  await openMenu(page, "menu-new");
  await page.getByTestId("more-options").locator("summary").click();
  await page.getByTestId("opponent-expert").check();
  await noViolations(page, "the form with the expert's thinking time");
  await startGame(page, { seed: 11, opponent: "expert", think: 10, clockMinutes: 22 });
  await expect(page.getByTestId("to-move")).toHaveText(/to move/, { timeout: 15_000 });
  if (await page.getByTestId("play-now").isVisible()) await page.getByTestId("play-now").click();
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  await pass(page);
  await expect(page.getByTestId("expert-best")).toBeVisible({ timeout: 15_000 });
  await noViolations(page, "the expert thinking");
});

// Every destination of the menu, as each first opens, at both sizes and in
// both languages (issue 54): the screens the walk above does not reach too.
const DESTINATIONS = [
  ["menu-new", "new-game"],
  ["menu-saved", "saved-games"],
  ["menu-puzzles", "puzzles"],
  ["menu-progress", "progress"],
  ["menu-class", "class"],
  ["menu-table", "table-mode"],
  ["menu-judge", "judge"],
  ["menu-desk", "desk"],
  ["menu-howto", "howto"],
];
for (const [name, size] of [["phone", { width: 390, height: 844 }], ["laptop", { width: 1366, height: 657 }]]) {
  test(`every destination of the menu passes axe on a ${name}, in Thai and English`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    for (const lang of ["th", "en"]) {
      await page.goto("./");
      await page.evaluate((lang) => localStorage.setItem("krada.lang", lang), lang);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      for (const [menu, screen] of DESTINATIONS) {
        await openMenu(page, menu);
        await expect(page.getByTestId(screen)).toBeVisible({ timeout: 15_000 });
        await noViolations(page, `${screen} in ${lang}`);
      }
    }
  });
}
