// Times move generation in the browser: the worker runs the same suite as
// `krada bench` and reports median milliseconds. Run by `cargo xtask bench`.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";

const port = 4174;
const server = spawn("node", ["serve.mjs", "../dist", String(port), "/"], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 500));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const repeat = Number(process.env.REPEAT ?? 3);
  // The A-Math suite, then (when the site has its word list) the Crossword one:
  // the worker gets the word graph as bytes, as the app sends it.
  const run = (tiles) =>
    page.evaluate(
      ([repeat, tiles]) =>
        new Promise((resolve, reject) => {
          const worker = new Worker("./worker_loader.js");
          worker.onerror = (e) => reject(new Error(e.message));
          worker.onmessage = async (event) => {
            if (event.data === "ready") {
              if (tiles === "english") {
                const response = await fetch("./lexicon/enable2k.dawg");
                if (!response.ok) return resolve(null);
                worker.postMessage(new Uint8Array(await response.arrayBuffer()));
              }
              const position = { tiles, board: [], rack: [], bag_len: 0, unseen: [] };
              worker.postMessage(JSON.stringify({ id: 1, task: { kind: "bench", repeat }, position, budget_ms: 0 }));
              return;
            }
            const reply = JSON.parse(event.data);
            resolve({ rows: reply.rows, features: reply.features ?? [] });
          };
        }),
      [repeat, tiles],
    );
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const tiles of ["standard", "english"]) {
    const reply = await run(tiles);
    if (!reply) {
      console.log("no word list in dist/: the Crossword suite is skipped");
      continue;
    }
    const rows = reply.rows;
    console.log(`${"position".padEnd(22)} ${"plays".padStart(8)} ${"all plays".padStart(12)} ${"hard move".padStart(12)}`);
    for (const r of rows) {
      console.log(`${r.name.padEnd(22)} ${String(r.plays).padStart(8)} ${(r.all_ms.toFixed(1) + "ms").padStart(12)} ${(r.hard_ms.toFixed(1) + "ms").padStart(12)}`);
    }
    const all = rows.map((r) => r.all_ms);
    const hard = rows.map((r) => r.hard_ms);
    console.log(`all plays (wasm): median ${median(all).toFixed(1)}ms, worst ${Math.max(...all).toFixed(1)}ms`);
    console.log(`hard move (wasm): median ${median(hard).toFixed(1)}ms, worst ${Math.max(...hard).toFixed(1)}ms`);
    for (const [name, ms] of reply.features) {
      console.log(`${name.padEnd(44)} ${(ms.toFixed(1) + "ms").padStart(12)}`);
    }
  }
} finally {
  await browser.close();
  server.kill();
}
