// Where the CPU goes between a tap on *Play the computer* and the rack
// (issue 55), once nothing is left to fetch: Chromium with the CPU slowed
// 4× as first-game.mjs does, a phone at 390×844 in Thai, the tap made six
// seconds after the menu (the warm-up has fetched the game's parts), the
// main thread traced from the tap to the first rack tile.
//
//   cd end2end && node tap-trace.mjs [DIST …] [--runs N] [--js-flags FLAGS]
//
// Prints, for each build (../dist by default), each run's tap → rack, the
// longest tasks and the time of the trace's main categories (wasm compiled
// lazily on a function's first call, style and layout, paint). The builds
// are traced alternately. `--js-flags --no-wasm-lazy-compilation` shows what
// the page would gain if V8 compiled its wasm before the tap (a page cannot
// ask that of V8; docs/measurements.md, "A first game"). It reports, it
// does not judge.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
};
const RUNS = Number(option("--runs", 3));
const JS_FLAGS = option("--js-flags", "");
const dists = (args.length ? args : ["../dist"]).map((d) => resolve(d));
const CPU_SLOWDOWN = 4;
const CATEGORIES = {
  "wasm compiled lazily": ["wasm.CompileLazy"],
  "style and layout": ["Layout", "UpdateLayoutTree"],
  paint: ["Paint", "PrePaint"],
};
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
};

async function serve(dist, port) {
  const server = createServer(async (req, res) => {
    try {
      let file = join(dist, normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, ""));
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
      res.end(await readFile(file));
    } catch {
      res.writeHead(404);
      res.end("not found");
    }
  });
  await new Promise((done) => server.listen(port, "127.0.0.1", done));
  return server;
}

const servers = await Promise.all(dists.map((dist, i) => serve(dist, 4251 + i)));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", ...(JS_FLAGS ? [`--js-flags=${JS_FLAGS}`] : [])],
});

/** One traced tap on build `i`. */
async function traceTap(i) {
  const context = await browser.newContext({ locale: "th-TH", viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`http://127.0.0.1:${4251 + i}/`);
  const start = page.getByTestId("quick-computer");
  await start.waitFor({ state: "visible", timeout: 60_000 });
  await page.waitForTimeout(6000);
  const events = [];
  cdp.on("Tracing.dataCollected", (e) => events.push(...e.value));
  await cdp.send("Tracing.start", { categories: "devtools.timeline,v8,v8.wasm,disabled-by-default-devtools.timeline", transferMode: "ReportEvents" });
  const tap = performance.now();
  await start.click();
  await page.getByTestId("rack").locator(".rack-tile").first().waitFor({ state: "visible" });
  const rack = performance.now() - tap;
  const ended = new Promise((done) => cdp.once("Tracing.tracingComplete", done));
  await cdp.send("Tracing.end");
  await ended;
  await context.close();
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const slices = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur);
  const ms = (names) => slices.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + e.dur, 0) / 1000;
  const tasks = slices.filter((e) => e.name === "RunTask").map((e) => e.dur / 1000).sort((a, b) => b - a);
  return {
    rack: Math.round(rack),
    longest: tasks.slice(0, 3).map(Math.round),
    ...Object.fromEntries(Object.entries(CATEGORIES).map(([label, names]) => [label, Math.round(ms(names))])),
  };
}

try {
  console.log(`${dists.join(", ")}: CPU ×${CPU_SLOWDOWN}, 390×844, tapped 6 s after the menu${JS_FLAGS ? `, --js-flags=${JS_FLAGS}` : ""}; ms`);
  for (let run = 0; run < RUNS; run++) {
    for (const [i, dist] of dists.entries()) {
      console.log(`${dist.split("/").pop().padEnd(16)} ${JSON.stringify(await traceTap(i))}`);
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
