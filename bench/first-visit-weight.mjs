// What a first visit downloads: every JS and CSS file Chromium fetches for a page, gzip-compressed.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startServer } from "./support/server.mjs";

const PAGES = ["/", "/forms/00000000-0000-7000-8000-000000000000/view", "/login"];

export async function run() {
  const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(executablePath)) return [["first-visit weight", "skipped: no Chromium"]];
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const rows = [];
    for (const pathname of PAGES) {
      const { js, css, files } = await measure(browser, `${server.url}${pathname}`);
      rows.push([`${pathname} JS (gzip, ${files} files)`, `${(js / 1024).toFixed(1)} KB`]);
      rows.push([`${pathname} CSS (gzip)`, `${(css / 1024).toFixed(1)} KB`]);
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (type.includes("javascript") || type.includes("text/css")) {
      bodies.push(
        response.body().then((body) => ({ type, size: gzipSync(body, { level: 9 }).length })),
      );
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const measured = await Promise.all(bodies);
  await context.close();
  const total = (kind) =>
    measured.filter((item) => item.type.includes(kind)).reduce((sum, item) => sum + item.size, 0);
  return {
    js: total("javascript"),
    css: total("css"),
    files: measured.filter((m) => m.type.includes("javascript")).length,
  };
}
