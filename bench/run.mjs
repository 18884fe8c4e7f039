// `npm run bench`: builds what changed, runs each benchmark and prints its figures.
// Benchmarks are measurements for review, not tests: nothing here passes or fails.
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";

const BENCHMARKS = {
  "health-throughput": () => import("./health-throughput.mjs"),
  "first-visit-weight": () => import("./first-visit-weight.mjs"),
  "lighthouse-public-form": () => import("./lighthouse-public-form.mjs"),
  "password-hash": () => import("./password-hash.mjs"),
  "dashboard-list": () => import("./dashboard-list.mjs"),
  submissions: () => import("./submissions.mjs"),
  analytics: () => import("./analytics.mjs"),
  funnel: () => import("./funnel.mjs"),
  export: () => import("./export.mjs"),
  "export-parallel": () => import("./export-parallel.mjs"),
  "heavy-read-stall": () => import("./heavy-read-stall.mjs"),
  "webhook-queue": () => import("./webhook-queue.mjs"),
  "idle-memory": () => import("./idle-memory.mjs"),
  "workspace-access": () => import("./workspace-access.mjs"),
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(BENCHMARKS);

buildIfNeeded();
console.log(`Formloom benchmarks — node ${process.version}, ${new Date().toISOString()}\n`);
for (const name of names) {
  const load = BENCHMARKS[name];
  if (!load)
    throw new Error(`unknown benchmark ${name}; known: ${Object.keys(BENCHMARKS).join(", ")}`);
  const rows = await (await load()).run();
  console.log(name);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(56)} ${value}`);
  console.log();
}
