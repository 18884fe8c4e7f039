// Lighthouse (default config: a mid-range phone on a throttled 4G link, simulated) on the public
// form page a respondent opens (issue 5 target: performance score at least 90). Median of 3 runs.
import { existsSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createPublicFormOfEveryType } from "./support/api.mjs";
import { startServer } from "./support/server.mjs";

const RUNS = 3;
const METRICS = [
  ["first-contentful-paint", "First Contentful Paint"],
  ["largest-contentful-paint", "Largest Contentful Paint"],
  ["total-blocking-time", "Total Blocking Time"],
  ["cumulative-layout-shift", "Cumulative Layout Shift"],
  ["speed-index", "Speed Index"],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run() {
  const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!existsSync(chromePath)) return [["lighthouse", "skipped: no Chromium"]];
  const server = await startServer({ CAPTCHA_COST: "1000" });
  try {
    const form = await createPublicFormOfEveryType(server);
    const url = `${server.url}/forms/${form.data._id}/view`;
    const reports = [];
    for (let index = 0; index < RUNS; index++) {
      // A fresh browser each run: a reused one sometimes loses the navigation (NO_NAVSTART).
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
        });
        reports.push(result.lhr);
      } finally {
        chrome.kill();
      }
    }
    // A run Lighthouse could not finish (e.g. no paint seen) has no scores: left out, and said.
    const failed = reports.filter((lhr) => lhr.runtimeError);
    const finished = reports.filter((lhr) => !lhr.runtimeError);
    if (finished.length === 0) {
      return [["lighthouse", `every run failed: ${failed[0]?.runtimeError.code}`]];
    }
    const score = (category) =>
      `${median(finished.map((lhr) => Math.round(lhr.categories[category].score * 100)))}`;
    return [
      [
        `public form: performance score, mobile (median of ${finished.length})`,
        score("performance"),
      ],
      ...failed.map((lhr) => ["  a run failed", lhr.runtimeError.code]),
      ...METRICS.map(([id, label]) => [
        `  ${label}`,
        finished.map((lhr) => lhr.audits[id].displayValue).join(" / "),
      ]),
      ["public form: accessibility score", score("accessibility")],
      ["public form: best-practices score", score("best-practices")],
    ];
  } finally {
    await server.stop();
  }
}
