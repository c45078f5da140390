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
  const rows = await page.evaluate(
    (repeat) =>
      new Promise((resolve, reject) => {
        const worker = new Worker("./worker_loader.js");
        worker.onerror = (e) => reject(new Error(e.message));
        worker.onmessage = (event) => {
          if (event.data === "ready") {
            const position = { tiles: "standard", board: [], rack: [], bag_len: 0, unseen: [] };
            worker.postMessage(JSON.stringify({ id: 1, task: { kind: "bench", repeat }, position, budget_ms: 0 }));
            return;
          }
          resolve(JSON.parse(event.data).rows);
        };
      }),
    repeat,
  );
  console.log(`${"position".padEnd(18)} ${"plays".padStart(8)} ${"all plays".padStart(12)} ${"hard move".padStart(12)}`);
  for (const r of rows) {
    console.log(`${r.name.padEnd(18)} ${String(r.plays).padStart(8)} ${(r.all_ms.toFixed(1) + "ms").padStart(12)} ${(r.hard_ms.toFixed(1) + "ms").padStart(12)}`);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const all = rows.map((r) => r.all_ms);
  const hard = rows.map((r) => r.hard_ms);
  console.log(`all plays (wasm): median ${median(all).toFixed(1)}ms, worst ${Math.max(...all).toFixed(1)}ms`);
  console.log(`hard move (wasm): median ${median(hard).toFixed(1)}ms, worst ${Math.max(...hard).toFixed(1)}ms`);
} finally {
  await browser.close();
  server.kill();
}
