// A result comes to the desk from the table: a finished table-mode game
// shows its result as a QR code, and the desk's camera reads it. The camera
// is Chromium's fake one, playing a video made of the table's own code; the
// short code, typed, enters a result too.
import { test, expect, chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { openScreen, expectInView, decodeQr } from "./helpers.js";

/** The table's QR code as grey levels, `scale` pixels a module. */
async function qrPixels(page, scale) {
  return page.getByTestId("table-result-code").locator("svg").first().evaluate(async (svg, scale) => {
    const text = new XMLSerializer().serializeToString(svg);
    const img = new Image();
    img.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(text);
    await img.decode();
    const side = svg.viewBox.baseVal.width * scale;
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = side;
    const ctx = canvas.getContext("2d");
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(img, 0, 0, side, side);
    const rgba = ctx.getImageData(0, 0, side, side).data;
    const grey = [];
    for (let i = 0; i < rgba.length; i += 4) grey.push(rgba[i]);
    return { side, grey };
  }, scale);
}

/** A Y4M video (what Chromium's fake camera plays) of the code centred on a 640×480 grey frame. */
function y4m(path, { side, grey }) {
  const [w, h] = [640, 480];
  const y = Buffer.alloc(w * h, 180);
  const left = (w - side) >> 1;
  const top = (h - side) >> 1;
  for (let r = 0; r < side; r++) for (let c = 0; c < side; c++) y[(top + r) * w + left + c] = grey[r * side + c];
  const chroma = Buffer.alloc((w / 2) * (h / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma]);
  const frames = Array.from({ length: 10 }, () => frame);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), ...frames]));
}

/** Plays the table set up on `page` to its end (412 to 380) and returns its short code. */
async function finishedTable(page) {
  await page.getByTestId("table-start").click();
  await page.getByTestId("table-sheet").click();
  for (const score of ["412", "380"]) {
    await page.getByTestId("table-score").fill(score);
    await page.getByTestId("table-enter").click();
  }
  await page.getByTestId("table-end").click();
  await page.getByTestId("table-finish").click();
  const code = page.getByTestId("table-result-code");
  await code.scrollIntoViewIfNeeded();
  await expectInView(page, code.locator("svg").first(), "the result's QR code");
  return (await page.getByTestId("table-short-code").textContent()).trim();
}

async function deskWithRound(page) {
  await openScreen(page, { size: { width: 390, height: 844 }, lang: "en", testId: "menu-desk" });
  await page.getByTestId("desk-name").fill("Cup");
  await page.getByTestId("desk-entrants").fill("name,school,rating\nAnn,A,1800\nKit,C,1700\nBen,B,1600\nNok,D,1500\n");
  await page.getByTestId("desk-create").click();
  await page.getByTestId("desk-pair").click();
  // By rating: Ann v Ben at table 1, Kit v Nok at table 2.
  await expect(page.getByTestId("desk-table-1")).toContainText("Ann");
  await expect(page.getByTestId("desk-table-1")).toContainText("Ben");
}

test("a score slip's QR code sets up the table, and the desk's camera reads its finished game's code", async ({ page }, info) => {
  // The camera's video is written once the table's game is over; Chromium
  // opens the file when the desk asks for the camera.
  const video = info.outputPath("table-code.y4m");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL: info.project.use.baseURL, locale: "en-GB", permissions: ["camera"] });
    const desk = await context.newPage();
    await deskWithRound(desk);
    // The slip of table 1 carries a link that sets the table up.
    await desk.getByTestId("desk-tab-print").click();
    await desk.getByTestId("desk-print-slips").check();
    const link = await decodeQr(desk.getByTestId("desk-slip-1").getByTestId("qr"));
    expect(link).toMatch(/#k1t\./);
    // At the table (another device): the link opens table mode, filled in.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("./");
    await page.evaluate(() => localStorage.setItem("krada.lang", "en"));
    await page.goto(link);
    await expect(page.getByTestId("table-name-0")).toHaveValue("Ann");
    await expect(page.getByTestId("table-name-1")).toHaveValue("Ben");
    await expect(page.getByTestId("table-event-event")).toHaveValue("Cup");
    await expect(page.getByTestId("table-event-round")).toHaveValue("1");
    await expect(page.getByTestId("table-event-number")).toHaveValue("1");
    const short = await finishedTable(page);
    expect(short).toMatch(/^1-1-412-380-\d\d$/);
    await page.screenshot({ path: info.outputPath("table-result-code.png"), fullPage: true });
    y4m(video, await qrPixels(page, 6));
    await desk.getByTestId("desk-tab-round").click();
    await desk.getByTestId("desk-scan").click();
    await expect(desk.getByTestId("desk-scanner")).toBeVisible();
    await expect(desk.getByTestId("desk-said")).toHaveText("Round 1, table 1: 412–380 entered.", { timeout: 20_000 });
    await expect(desk.getByTestId("desk-score-1-a")).toHaveValue("412");
    await expect(desk.getByTestId("desk-score-1-b")).toHaveValue("380");
    await expect(desk.getByTestId("desk-scanner")).toHaveCount(0);
  } finally {
    await browser.close();
  }
});

test("a short code typed at the desk enters its table, and a mistyped one is said", async ({ page }) => {
  await deskWithRound(page);
  const code = page.getByTestId("desk-code");
  await code.fill("1-2-350-351-00");
  await page.getByTestId("desk-code-enter").click();
  await expect(page.getByTestId("desk-said")).toHaveText("That code does not check: a figure is mistyped. Type it again as the table shows it.");
  await expect(page.getByTestId("desk-score-2-a")).toHaveValue("");
  // The check of 1-2-350-351 (7·1 + 3·2 + 11·350 + 13·351 = 8426; 8426 mod 97 = 84).
  await code.fill("1-2-350-351-84");
  await page.getByTestId("desk-code-enter").click();
  await expect(page.getByTestId("desk-said")).toHaveText("Round 1, table 2: 350–351 entered.");
  await expect(page.getByTestId("desk-score-2-b")).toHaveValue("351");
  await expect(code).toHaveValue("");
  await expectInView(page, page.getByTestId("desk-scan"), "the scan button");
});
