// Lighthouse on the built site as a phone on a slow connection meets it
// (Lighthouse's mobile profile: 4× slower CPU, slow 4G, applied to the real
// page load rather than simulated), with Debian's Chromium. Run by
// `cargo xtask audit`, which also runs the axe browser test.
import { spawn } from "node:child_process";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const port = 4176;
const server = spawn("node", ["serve.mjs", "../dist", String(port), "/"], { stdio: "ignore" });
await new Promise((resolve) => setTimeout(resolve, 500));
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
try {
  const runs = Number(process.env.RUNS ?? 3);
  const results = [];
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(`http://127.0.0.1:${port}/`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      throttlingMethod: "devtools",
      onlyCategories: ["performance", "accessibility", "best-practices"],
    });
    results.push(lhr);
  }
  // The median run by performance score, as Lighthouse advises.
  results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = results[Math.floor(results.length / 2)];
  console.log(`lighthouse (mobile, applied throttling, median of ${runs} runs)`);
  for (const [name, category] of Object.entries(lhr.categories)) {
    console.log(`  ${name.padEnd(16)} ${Math.round(category.score * 100)}`);
  }
  for (const id of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) {
    console.log(`  ${id.padEnd(26)} ${lhr.audits[id].displayValue}`);
  }
  // What blocks the main thread: the long tasks and where scripts spend
  // their time (the blocking time's causes).
  for (const task of lhr.audits["long-tasks"]?.details?.items ?? []) {
    console.log(`  long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
  }
  for (const item of lhr.audits["bootup-time"]?.details?.items ?? []) {
    console.log(`  script ${item.url}: ${Math.round(item.total)} ms (evaluation ${Math.round(item.scripting)} ms, compile ${Math.round(item.scriptParseCompile)} ms)`);
  }
  for (const item of lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []) {
    console.log(`  main thread ${item.groupLabel ?? item.group}: ${Math.round(item.duration)} ms`);
  }
  if (process.env.LH_JSON) {
    (await import("node:fs")).writeFileSync(process.env.LH_JSON, JSON.stringify(lhr));
  }
} finally {
  await chrome.kill();
  server.kill();
}
