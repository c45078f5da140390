// What a first visit fetches before the menu is usable, measured in
// Chromium with the service worker blocked (it would fetch every part to
// keep the site offline): each file the page asked for until the one-tap
// start button is on screen, gzipped as a static host would serve it.
// Run by `cargo xtask test` and `cargo xtask audit` after a release build;
// it reports, it does not judge (docs/measurements.md keeps the figures).
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { markMenuDrawn } from "./tests/helpers.js";

const port = 4177;
const server = spawn("node", ["serve.mjs", "../dist", String(port), "/"], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const locale of ["th-TH", "en-US"]) {
    const context = await browser.newContext({ locale, serviceWorkers: "block" });
    const page = await context.newPage();
    // Each response with the time its request started.
    const fetched = [];
    page.on("response", async (response) => {
      const name = new URL(response.url()).pathname.split("/").pop() || "index.html";
      const at = response.request().timing().startTime;
      fetched.push(response.body().then((body) => ({ name, at, raw: body.length, gz: gzipSync(body, { level: 9 }).length })));
    });
    await markMenuDrawn(page);
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByTestId("quick-computer").waitFor({ state: "visible" });
    const menuAt = await page.evaluate(() => window.__menuAt);
    // What came before the menu; then, at idle, the warm-up (issue 55).
    await page.waitForLoadState("networkidle");
    const all = await Promise.all(fetched.splice(0));
    const files = all.filter((f) => f.at <= menuAt);
    const warm = all.filter((f) => f.at > menuAt);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    const gz = files.reduce((sum, f) => sum + f.gz, 0);
    console.log(`first visit, ${locale}: ${files.length} files, ${raw} B, ${gz} B gzipped`);
    for (const f of files.sort((a, b) => b.gz - a.gz)) {
      console.log(`  ${f.name.padEnd(60)} ${String(f.raw).padStart(8)} ${String(f.gz).padStart(8)}`);
    }
    const warmGz = warm.reduce((sum, f) => sum + f.gz, 0);
    console.log(`  then at idle, the warm-up: ${warm.length} files, ${warmGz} B gzipped (${warm.map((f) => f.name.replace(/-[0-9a-f]{16}/, "")).join(", ")})`);
    // Then the first game: the page's parts it fetches (the computer's
    // worker and its wasm are counted apart).
    await page.getByTestId("quick-computer").click();
    await page.getByTestId("rack").locator(".rack-tile").first().waitFor();
    await page.waitForLoadState("networkidle");
    const game = await Promise.all(fetched.splice(0));
    const parts = game.filter((f) => f.name.endsWith(".wasm") && !f.name.startsWith("worker"));
    const partsGz = parts.reduce((sum, f) => sum + f.gz, 0);
    console.log(`  then the first game: ${parts.length} page parts, ${partsGz} B gzipped (${game.length} files in all)`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
