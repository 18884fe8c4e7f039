// What a first visit downloads: every JS and CSS file Chromium fetches for a page, measured as
// gzip -9 of each file (the budget) and as the bytes that actually crossed the wire.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import {
  createPublicFormOfEveryType,
  createPublicGermanForm,
  createPublicOneAtATimeForm,
  createPublicProtectedForm,
  createPublicTextAndChoiceForm,
  createPublicThemedForm,
} from "./support/api.mjs";
import { startServer } from "./support/server.mjs";

async function pagesToMeasure(server) {
  const everyType = await createPublicFormOfEveryType(server);
  const textAndChoice = await createPublicTextAndChoiceForm(server);
  const german = await createPublicGermanForm(server);
  const themed = await createPublicThemedForm(server);
  const oneAtATime = await createPublicOneAtATimeForm(server);
  const protectedForm = await createPublicProtectedForm(server);
  return [
    ["/", "/"],
    ["public form, text and choice", `/forms/${textAndChoice.data._id}/view`],
    // The difference from the row above is the German catalogue, the one chunk a language adds.
    ["public form, text and choice, in German", `/forms/${german.data._id}/view`, "de-DE"],
    // What a form adds by using a theme, the one-at-a-time layout, hidden fields or spam checks.
    ["public form, text and choice, themed", `/forms/${themed.data._id}/view`],
    ["public form, text and choice, one at a time", `/forms/${oneAtATime.data._id}/view`],
    [
      "public form, text and choice, honeypot, hidden fields",
      `/forms/${protectedForm.data._id}/view?utm_source=bench`,
    ],
    ["public form, every question type", `/forms/${everyType.data._id}/view`],
    ["public form, missing", "/forms/00000000-0000-7000-8000-000000000000/view"],
    ["/login", "/login"],
  ];
}

export async function run() {
  const executablePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(executablePath)) return [["first-visit weight", "skipped: no Chromium"]];
  const server = await startServer({ CAPTCHA_COST: "1000" });
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const rows = [];
    for (const [label, pathname, locale] of await pagesToMeasure(server)) {
      const { js, css, files, wire } = await measure(browser, `${server.url}${pathname}`, locale);
      rows.push([`${label} JS gzip (${files} files)`, `${kb(js)} (${kb(wire.js)} on the wire)`]);
      rows.push([`${label} CSS gzip`, `${kb(css)} (${kb(wire.css)} on the wire)`]);
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(browser, url, locale = "en-US") {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  const bodies = [];
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (type.includes("javascript") || type.includes("text/css")) {
      bodies.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          type,
          size: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
        })),
      );
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const measured = await Promise.all(bodies);
  await context.close();
  const total = (kind, field = "size") =>
    measured.filter((item) => item.type.includes(kind)).reduce((sum, item) => sum + item[field], 0);
  return {
    js: total("javascript"),
    css: total("css"),
    wire: { js: total("javascript", "wire"), css: total("css", "wire") },
    files: measured.filter((m) => m.type.includes("javascript")).length,
  };
}
