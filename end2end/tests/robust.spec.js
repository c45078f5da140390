// Saves from other versions, and a computer player that crashes.
import { test, expect } from "@playwright/test";
import { startGame, typeAt, pass, playFromRack, openMenu } from "./helpers.js";

// Without the service worker, requests reach the network as the tests set
// them up: a page outside the app is a plain 404, a crashing script is served.
test.use({ serviceWorkers: "block" });

/** Plays a move, closes the page (which saves), rewrites the save with
 * `change`, and opens the site again in a new page. */
async function reopenWithChangedSave(page, context, change) {
  await startGame(page, { seed: 11 });
  const { score, move } = await playFromRack(page);
  await expect(page.getByTestId("score-0")).toHaveText(score);
  const id = await page.evaluate(() => localStorage.getItem("krada.current"));
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto("./404-nothing-here");
  const text = await reopened.evaluate(
    ([id, change]) => {
      const save = JSON.parse(localStorage.getItem(`krada.game.${id}`));
      new Function("save", change)(save);
      const text = JSON.stringify(save);
      localStorage.setItem(`krada.game.${id}`, text);
      return text;
    },
    [id, change],
  );
  await reopened.goto("./");
  return { page: reopened, id, text, move };
}

test("a save written by an older version opens and plays on", async ({ page, context }) => {
  // Version 1 saves written before revisions were counted had no such field.
  const { page: reopened, move } = await reopenWithChangedSave(page, context, "delete save.revision;");
  await expect(reopened.getByTestId("turn-1")).toContainText(move);
  await pass(reopened);
  await expect(reopened.getByTestId("turn-2")).toContainText("pass");
});

test("a save from a newer version is reported and kept", async ({ page, context }) => {
  const { page: reopened, id, text } = await reopenWithChangedSave(page, context, "save.version = 9;");
  await expect(reopened.getByTestId("notice")).toContainText("saved by a newer Krada (version 9)");
  await reopened.reload();
  const after = await reopened.evaluate((id) => localStorage.getItem(`krada.game.${id}`), id);
  expect(after).toBe(text);
});

test("when the computer player crashes the game offers to try again and goes on", async ({ page }) => {
  // The worker's script throws as it starts: the worker dies.
  const crash = (route) => route.fulfill({ body: "throw new Error('boom')", contentType: "text/javascript" });
  await page.route("**/worker_loader.js", crash);
  await startGame(page, { seed: 11, opponent: "hard" });
  // Seed 11 lets Ann start; her pass hands the move to the computer.
  await pass(page);
  await expect(page.getByTestId("computer-lost")).toBeVisible({ timeout: 15_000 });
  // The page did not hang: the language still switches.
  await openMenu(page, "lang-switch");
  await openMenu(page, "lang-switch");
  await page.unroute("**/worker_loader.js", crash);
  await page.getByTestId("computer-retry").click();
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
  await expect(page.getByTestId("computer-lost")).toHaveCount(0);
});

test("when the computer player falls silent the game offers to try again", async ({ page }) => {
  // A worker that starts but never answers.
  const silent = (route) => route.fulfill({ body: "self.onmessage = () => {};", contentType: "text/javascript" });
  await page.route("**/worker_loader.js", silent);
  await startGame(page, { seed: 11, opponent: "hard" });
  await pass(page);
  await expect(page.getByTestId("thinking")).toBeVisible();
  // The budget (0.9 s) and the grace (8 s) pass: the page gives up waiting.
  await expect(page.getByTestId("computer-lost")).toBeVisible({ timeout: 15_000 });
  await page.unroute("**/worker_loader.js", silent);
  await page.getByTestId("computer-retry").click();
  await expect(page.getByTestId("to-move")).toHaveText("Ann to move", { timeout: 15_000 });
});

test("a site built without a word list says so, and the player's own list still plays Crossword", async ({ page }) => {
  await page.route("**/lexicon/enable2k.dawg", (route) => route.fulfill({ status: 404, body: "not found" }));
  await page.goto("./");
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await openMenu(page, "menu-new");
  await page.getByTestId("game-crossword").check();
  await expect(page.getByTestId("words-enable-status")).toHaveText(/No word list is installed/);
  await expect(page.getByTestId("words-enable")).toBeDisabled();
  await page.getByTestId("start").click();
  await expect(page.getByTestId("new-game")).toContainText("Choose a word list that is ready.");
  await startGame(page, { seed: 8, crossword: { words: "TONS\nSNOT\n" } });
  await typeAt(page, "G8", ["T", "O", "N", "S", "Enter"]);
  await expect(page.getByTestId("score-0")).toHaveText("8");
});
