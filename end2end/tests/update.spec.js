// A new deployment replaces the old one whole: while a page of the old one
// is open it keeps the old files; once closed, the next visit gets the new.
import { test, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { cp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

async function deployment(dir, name) {
  await cp("../dist", dir, { recursive: true });
  const page = join(dir, "index.html");
  await writeFile(page, (await readFile(page, "utf8")).replace("<head>", `<head><meta name="krada-build" content="${name}" />`));
  const worker = join(dir, "sw.js");
  await writeFile(worker, (await readFile(worker, "utf8")).replace(/const VERSION = "[^"]*"/, `const VERSION = "${name}"`));
}

test("an open page keeps its deployment; the next visit gets the new one", async ({ browser }) => {
  const root = join(tmpdir(), `krada-update-${process.pid}`);
  await rm(root, { recursive: true, force: true });
  await deployment(join(root, "a"), "a");
  await deployment(join(root, "b"), "b");
  const live = join(root, "live");
  await symlink(join(root, "a"), live);
  const port = 4176;
  const server = spawn("node", ["serve.mjs", live, String(port), "/"], { stdio: "ignore" });
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const context = await browser.newContext();
    const build = (page) => page.locator('meta[name="krada-build"]').getAttribute("content");
    const first = await context.newPage();
    await first.goto(`http://127.0.0.1:${port}/`);
    await first.evaluate(async () => navigator.serviceWorker.ready);
    await expect.poll(() => first.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await build(first)).toBe("a");

    // Deploy b.
    await rm(live);
    await symlink(join(root, "b"), live);
    await first.reload();
    expect(await build(first), "an open page stays on its deployment").toBe("a");
    await expect(first.getByTestId("new-game")).toBeVisible();
    await first.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await expect.poll(() => first.evaluate(async () => !!(await navigator.serviceWorker.getRegistration()).waiting)).toBe(true);

    await first.close();
    const second = await context.newPage();
    await expect
      .poll(async () => {
        await second.goto(`http://127.0.0.1:${port}/`);
        return build(second);
      }, { timeout: 15_000 })
      .toBe("b");
    await expect(second.getByTestId("new-game")).toBeVisible();
    await context.close();
  } finally {
    server.kill();
    await rm(root, { recursive: true, force: true });
  }
});
