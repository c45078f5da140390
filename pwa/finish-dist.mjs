// Trunk's post-build hook: writes the service worker with this build's file
// list and version, and the Content Security Policy with the hash of the one
// inline script Trunk writes to start the wasm.
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error("run by trunk: TRUNK_STAGING_DIR is not set");
const here = fileURLToPath(new URL(".", import.meta.url));

const html = join(dir, "index.html");
let page = await readFile(html, "utf8");
const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const hashes = inline.map((code) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
const policy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(" ")}`.trim(),
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join("; ");
page = page.replace("<head>", `<head>\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`);
await writeFile(html, page);

// Trunk 0.21's worker loader starts the wasm with wasm-bindgen's old call,
// which logs a deprecation warning in every worker: the current form.
const loader = join(dir, "worker_loader.js");
const shim = await readFile(loader, "utf8");
await writeFile(loader, shim.replace(/wasm_bindgen\("([^"]+)"\)/, 'wasm_bindgen({ module_or_path: "$1" })'));

// A development build (`cargo xtask serve`) must show each rebuild at once:
// its worker caches nothing and clears what a release build cached.
if (process.env.TRUNK_PROFILE !== "release") {
  await writeFile(
    join(dir, "sw.js"),
    `self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (e) => e.waitUntil(caches.keys().then((k) => Promise.all(k.map((c) => caches.delete(c)))).then(() => self.clients.claim())));
`,
  );
  console.log("service worker: development build, no cache");
  process.exit(0);
}

// The page's own files are cached at install, before the page counts as
// offline-ready; the word list (lexicon/) is fetched by the worker once it
// is active, in the background, so Crossword plays offline after the first
// visit without slowing the first page. Its bytes count in the version, so
// a new list is a new deployment.
const entries = await readdir(dir, { withFileTypes: true, recursive: true });
const all = entries
  .filter((e) => e.isFile())
  .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)).split(sep).join("/")).filter((f) => f !== "sw.js").sort();
const files = all.filter((f) => !f.includes("/"));
const version = createHash("sha256");
for (const f of all) version.update(f).update(await readFile(join(dir, f)));
const list = ["./", ...files.map((f) => `./${f}`)];
// The files a first game needs are cached first: every file but the page's
// parts, then the game's part and what it loads with it (read from the
// parts' loader, `*-split.js`: each part's fetch and the chunks it waits
// for). The other parts follow.
const partsLoader = files.find((f) => f.endsWith("-split.js"));
const first = new Set(list.filter((f) => !/^\.\/(split_|chunk_|bundle_)/.test(f)));
if (partsLoader) {
  const text = await readFile(join(dir, partsLoader), "utf8");
  const chunkFile = new Map([...text.matchAll(/const (__chunk_\d+) = makeLoad\(\(\) => \{\s*const src = (?:fetch\(new URL|__bundled)\("\.\/([^"]+)"/g)].map((m) => [m[1], m[2]]));
  const words = /split_(game|aside|thai_words|english_words)/;
  for (const m of text.matchAll(/fetch\(new URL\("\.\/(split_[^"]+)"[\s\S]*?\n, \[([^\]]*)\]/g)) {
    if (!words.test(m[1])) continue;
    first.add(`./${m[1]}`);
    for (const dep of m[2].split(",").map((d) => d.trim()).filter(Boolean)) first.add(`./${chunkFile.get(dep)}`);
  }
}
const rest = list.filter((f) => !first.has(f));
const template = await readFile(join(here, "sw-template.js"), "utf8");
const later = all.filter((f) => f.includes("/")).map((f) => `./${f}`);
const worker = template
  .replace("__VERSION__", version.digest("hex").slice(0, 16))
  .replace("__FIRST__", JSON.stringify([...first]))
  .replace("__FILES__", JSON.stringify(rest))
  .replace("__LATER__", JSON.stringify(later));
await writeFile(join(dir, "sw.js"), worker);
console.log(`service worker: ${list.length} files (${first.size} first), ${later.length} in the background; CSP with ${hashes.length} inline script hash(es)`);
