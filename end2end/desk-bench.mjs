// How long a director waits for the desk to pair a large round on a slow
// phone (issue 52): an event of 300 entrants after 8 Swiss rounds (written
// by `krada desk bench --out`) is opened on the desk, the CPU slowed 4×,
// and *Pair round 9* is timed from the tap to the 150th table on screen.
//
//   cargo run --release -p krada-cli -- desk bench --out /tmp/desk-300.json
//   cd end2end && node desk-bench.mjs /tmp/desk-300.json [--runs N]
//
// The site is ../dist, served as the tests serve it. Prints each run and
// the median; docs/measurements.md keeps the figures.
import { spawn } from "node:child_process";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const event = args[0];
if (!event) {
  console.error("usage: node desk-bench.mjs EVENT.json [--runs N]");
  process.exit(2);
}
const port = 4191;
const server = spawn("node", ["serve.mjs", "../dist", String(port), "/"], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const times = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
    await page.reload();
    const toggle = page.getByTestId("menu-toggle");
    await toggle.waitFor();
    if (await toggle.isVisible()) await toggle.click();
    await page.getByTestId("menu-desk").click();
    await page.getByTestId("desk-open-file").setInputFiles(event);
    await page.getByTestId("desk-pair").waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const started = Date.now();
    await page.getByTestId("desk-pair").click();
    await page.getByTestId("desk-table-150").waitFor({ timeout: 60_000 });
    const ms = Date.now() - started;
    times.push(ms);
    console.log(`run ${run + 1}: tap → 150 tables on screen ${ms} ms`);
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
times.sort((a, b) => a - b);
console.log(`median of ${RUNS}: ${times[Math.floor(RUNS / 2)]} ms`);
