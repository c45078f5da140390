// How long a new player waits for a first game on a phone's network
// (issue 55), measured in Chromium on Lighthouse's slow-4G profile (150 ms
// round trip, 1.6 Mbit/s down, 750 kbit/s up) with the CPU slowed 4×, the
// site served gzipped as a static host would, over HTTP/2 (GitHub Pages,
// Netlify, Cloudflare) and over HTTP/1.1 (a school's own server), the
// service worker blocked as on a first visit, a phone at 390×844.
//
//   cd end2end && node first-game.mjs [DIST …] [--runs N]
//
// Several builds (../dist by default) are served side by side and timed
// alternately in one run. Prints, for each case and build, the median of N
// runs (3 by default) and each run:
// the menu usable (the one-tap start button on screen), the tap on *Play
// the computer* → the first rack tile on screen, → the computer's worker
// ready to play (its wasm fetched and compiled; 0 when it was before the
// tap), the files and gzipped bytes fetched after the tap. Cases: tapped at once and tapped after 4 s
// on the menu (what the page fetched meanwhile at idle counts then), with
// the service worker allowed (it keeps the whole site meanwhile), and a
// shared link (a board from the wall's QR code) opened in a fresh browser.
// It reports, it does not judge: docs/measurements.md keeps the figures.
import { spawnSync } from "node:child_process";
import { createServer as createHttp1 } from "node:http";
import { createSecureServer } from "node:http2";
import { mkdtempSync, readFileSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { decodeQr } from "./tests/helpers.js";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const RUNS = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
// `--only TEXT`: the cases whose label holds TEXT (e.g. "link").
const onlyAt = args.indexOf("--only");
const ONLY = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : "";
// `--files`: each run's files too, with when each started and arrived.
const filesAt = args.indexOf("--files");
const FILES = filesAt >= 0 && args.splice(filesAt, 1).length > 0;
const dists = (args.length ? args : ["../dist"]).map((d) => resolve(d));
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 };
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".dawg": "application/octet-stream",
};

/** A file of the site, gzipped once (as a static host keeps it). */
const cache = new Map();
async function served(dist, pathname) {
  let file = join(dist, normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ""));
  if ((await stat(file)).isDirectory()) file = join(file, "index.html");
  if (!cache.has(file)) {
    const body = await readFile(file);
    cache.set(file, { body: gzipSync(body, { level: 9 }), type: types[extname(file)] ?? "application/octet-stream" });
  }
  return cache.get(file);
}

/** Serves `dist` as GitHub Pages does (gzipped, cached for 10 minutes). */
const answer = (dist) => async (req, res) => {
  try {
    const { body, type } = await served(dist, new URL(req.url, "http://x").pathname);
    res.writeHead(200, { "content-type": type, "content-encoding": "gzip", "cache-control": "max-age=600" });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end("not found");
  }
};

/** A self-signed certificate: browsers speak HTTP/2 over TLS only. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), "krada-h2-"));
  const made = spawnSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
    "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"),
  ], { stdio: "ignore" });
  if (made.status !== 0) throw new Error("openssl could not make a certificate");
  return { key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) };
}

function listen(server, port) {
  return new Promise((done) => server.listen(port, "127.0.0.1", done));
}

// Each build on two ports: HTTP/1.1 and HTTP/2.
const tls = certificate();
const servers = [];
const origins = [];
for (const [i, dist] of dists.entries()) {
  const h1 = createHttp1(answer(dist));
  const h2 = createSecureServer({ ...tls, allowHTTP1: false }, answer(dist));
  await listen(h1, 4191 + 2 * i);
  await listen(h2, 4192 + 2 * i);
  servers.push(h1, h2);
  origins.push({ "HTTP/1.1": `http://127.0.0.1:${4191 + 2 * i}`, "HTTP/2": `https://127.0.0.1:${4192 + 2 * i}` });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--ignore-certificate-errors"],
});

/** A fresh phone on slow 4G: nothing cached, nothing saved. */
async function phone(serviceWorkers = "block") {
  const context = await browser.newContext({ locale: "th-TH", viewport: PHONE, serviceWorkers, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  // Each response's gzipped size as it came over the wire, and its protocol.
  const wire = new Map();
  const protocols = new Set();
  cdp.on("Network.responseReceived", (e) => protocols.add(e.response.protocol));
  cdp.on("Network.loadingFinished", (e) => wire.set(e.requestId, e.encodedDataLength));
  // When the computer's worker says it is ready, by the page's clock.
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener("message", (e) => {
          if (e.data === "ready" && window.__workerReady === undefined) window.__workerReady = performance.now();
        });
      }
    };
  });
  const log = [];
  page.on("request", (r) => log.push({ name: new URL(r.url()).pathname.split("/").pop(), at: performance.now(), done: null }));
  page.on("requestfinished", (r) => {
    const name = new URL(r.url()).pathname.split("/").pop();
    const entry = log.findLast((e) => e.name === name && e.done === null);
    if (entry) entry.done = performance.now();
  });
  return { context, page, log, protocols, wireBytes: () => [...wire.values()].reduce((a, b) => a + b, 0) };
}

/** Each file: its name, when it was asked for and when it arrived (s). */
const timeline = (log, start) =>
  log.map((e) => `${e.name} ${((e.at - start) / 1000).toFixed(2)}→${e.done == null ? "…" : ((e.done - start) / 1000).toFixed(2)}`);

const rackTile = (page) => page.getByTestId("rack").locator(".rack-tile").first();


async function firstGame(origin, protocol, waitMs, serviceWorkers) {
  const { context, page, log, protocols, wireBytes } = await phone(serviceWorkers);
  const start = performance.now();
  await page.goto(`${origin[protocol]}/`);
  await page.getByTestId("quick-computer").waitFor({ state: "visible", timeout: 60_000 });
  const menu = performance.now() - start;
  if (waitMs) await page.waitForTimeout(waitMs);
  const before = log.length;
  const bytesBefore = wireBytes();
  const tap = performance.now();
  const tapInPage = await page.evaluate(() => performance.now());
  await page.getByTestId("quick-computer").click();
  await rackTile(page).waitFor({ state: "visible", timeout: 60_000 });
  const rack = performance.now() - tap;
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const after = log.slice(before);
  // The computer can play from then on (0: it was ready before the tap).
  const ready = await page.evaluate(() => window.__workerReady ?? null);
  const worker = ready == null ? null : Math.max(0, ready - tapInPage);
  const result = {
    menu, rack, worker,
    files: after.length,
    kb: (wireBytes() - bytesBefore) / 1000,
    protocol: [...protocols].join("+"),
  };
  if (FILES) result.timeline = timeline(log, start);
  await context.close();
  return result;
}

/** A live game's board link, as the wall's QR code carries it. */
async function boardLink(origin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: "block", ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.goto(`${origin["HTTP/1.1"]}/`);
  await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
  await page.reload();
  await page.getByTestId("quick-computer").click();
  await rackTile(page).waitFor();
  const [wall] = await Promise.all([context.waitForEvent("page"), page.getByTestId("show-on-wall").click()]);
  const url = await decodeQr(wall.getByTestId("qr"));
  await context.close();
  if (!url || !url.includes("#")) throw new Error("no board link found on the wall");
  return url.slice(url.indexOf("#"));
}

async function openLink(origin, protocol, fragment) {
  const { context, page, log, wireBytes } = await phone();
  const start = performance.now();
  await page.goto(`${origin[protocol]}/${fragment}`);
  await page.getByTestId("replay").locator("[data-testid^=replay-cell-]").first().waitFor({ state: "visible", timeout: 60_000 });
  const board = performance.now() - start;
  const result = { board, files: log.length, kb: wireBytes() / 1000 };
  if (FILES) result.timeline = timeline(log, start);
  await context.close();
  return result;
}

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[(s.length - 1) >> 1] : null;
};
const secs = (ms) => (ms == null ? "—" : `${(ms / 1000).toFixed(1)} s`);

/** Runs `runOnce(build)` N times for each build, alternately. */
async function measure(label, runOnce, columns) {
  if (!label.includes(ONLY)) return;
  const runs = dists.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [b] of dists.entries()) runs[b].push(await runOnce(b));
  }
  for (const [b, dist] of dists.entries()) {
    const cells = columns.map(([name, key, show]) => `${name} ${show(median(runs[b].map((r) => r[key])))}`);
    const build = dists.length > 1 ? ` [${dist.split("/").slice(-1)[0]}]` : "";
    console.log(`${(label + build).padEnd(44)} ${cells.join(" · ")}`);
    for (const r of runs[b]) console.log(`  ${JSON.stringify(r, (k, v) => (typeof v === "number" ? Math.round(v * 10) / 10 : v))}`);
  }
}

const gameColumns = [
  ["menu", "menu", secs],
  ["tap → rack", "rack", secs],
  ["tap → computer ready", "worker", secs],
  ["files", "files", (n) => `${n}`],
  ["KB", "kb", (n) => `${Math.round(n)}`],
];
try {
  console.log(`${dists.join(", ")}: slow 4G, CPU ×${CPU_SLOWDOWN}, ${PHONE.width}×${PHONE.height}, median of ${RUNS}`);
  const fragments = [];
  const linkCases = ["HTTP/2", "HTTP/1.1"].map((protocol) => `${protocol}, a board's link`);
  if (linkCases.some((label) => label.includes(ONLY))) for (const origin of origins) fragments.push(await boardLink(origin));
  for (const protocol of ["HTTP/2", "HTTP/1.1"]) {
    await measure(`${protocol}, tapped at once`, (b) => firstGame(origins[b], protocol, 0), gameColumns);
  }
  await measure("HTTP/2, tapped after 4 s", (b) => firstGame(origins[b], "HTTP/2", 4000), gameColumns);
  // As a real first visit: the service worker keeps the site meanwhile.
  await measure("HTTP/2, service worker on", (b) => firstGame(origins[b], "HTTP/2", 0, "allow"), gameColumns);
  for (const protocol of ["HTTP/2", "HTTP/1.1"]) {
    await measure(`${protocol}, a board's link`, (b) => openLink(origins[b], protocol, fragments[b]), [
      ["link → board", "board", secs],
      ["files", "files", (n) => `${n}`],
      ["KB", "kb", (n) => `${Math.round(n)}`],
    ]);
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
