// A static file server for the built site, so the tests see exactly what a
// static host would serve. Usage: node serve.mjs DIST PORT [BASE_PATH]
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";

const [dist = "../dist", port = "4173", base = "/"] = process.argv.slice(2);
const root = resolve(dist);
const prefix = base.endsWith("/") ? base : `${base}/`;
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".bin": "application/octet-stream",
};

createServer(async (req, res) => {
  const url = new URL(req.url, "http://localhost");
  if (!url.pathname.startsWith(prefix)) {
    res.writeHead(404).end("outside the site");
    return;
  }
  let path = normalize(decodeURIComponent(url.pathname.slice(prefix.length)));
  if (path.startsWith("..")) {
    res.writeHead(403).end();
    return;
  }
  let file = join(root, path);
  try {
    if ((await stat(file)).isDirectory()) file = join(file, "index.html");
    const body = await readFile(file);
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404).end("not found");
  }
}).listen(Number(port), "127.0.0.1", () => {
  console.log(`serving ${root} at http://127.0.0.1:${port}${prefix}`);
});
