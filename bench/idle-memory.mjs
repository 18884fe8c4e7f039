// Resident memory of an idle server (issue 25 targets: at most 250 MB on the embedded PGlite,
// after a first start and after a restart on the same DATA_DIR; at most 120 MB on PostgreSQL).
// Idle: listening, a few requests answered, then RSS read until it settles, and read again after
// 30 s without requests: by then V8's memory reducer has run (about 20 s in) and given back the
// young generation it kept from start-up. The JS heap and the memory outside it (external:
// PGlite's WASM heap among it) come from the server's /metrics.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const METRICS_TOKEN = "bench-idle-memory";
const SETTLED_READINGS = 3;
const SETTLED_WITHIN_BYTES = 2 * 1024 * 1024;
const READING_INTERVAL_MS = 500;
const SETTLE_CAP_MS = 20_000;
const IDLE_MS = 30_000;

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A field of /proc/<pid>/status in bytes (VmRSS now, VmHWM the peak). */
function procStatusBytes(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1]);
  return kilobytes * 1024;
}

async function settledRss(pid) {
  const readings = [];
  const startedAt = performance.now();
  while (performance.now() - startedAt < SETTLE_CAP_MS) {
    readings.push(procStatusBytes(pid, "VmRSS"));
    const last = readings.slice(-SETTLED_READINGS);
    if (
      last.length === SETTLED_READINGS &&
      Math.max(...last) - Math.min(...last) <= SETTLED_WITHIN_BYTES
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, READING_INTERVAL_MS));
  }
  return readings.at(-1);
}

async function answerAFewRequests(server) {
  for (const pathname of ["/api/health", "/", "/login", "/api/health"]) {
    const response = await fetch(`${server.url}${pathname}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${pathname}: ${response.status}`);
  }
}

async function heapFigures(server) {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const gauge = (name) => Number(text.match(new RegExp(`^${name} (\\S+)`, "m"))?.[1]);
  return {
    heapUsed: gauge("nodejs_heap_size_used_bytes"),
    external: gauge("nodejs_external_memory_bytes"),
  };
}

async function measureIdle(label, env, options) {
  const server = await startServer({ METRICS_TOKEN, ...env }, options);
  try {
    await answerAFewRequests(server);
    const settled = await settledRss(server.pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const idle = procStatusBytes(server.pid, "VmRSS");
    const peak = procStatusBytes(server.pid, "VmHWM");
    const { heapUsed, external } = await heapFigures(server);
    return [
      [`${label}: RSS settled / after 30 s idle`, `${mb(settled)} / ${mb(idle)}`],
      [`${label}: peak RSS, heap used, external`, `${mb(peak)}, ${mb(heapUsed)}, ${mb(external)}`],
    ];
  } finally {
    await server.stop();
  }
}

async function measurePostgres() {
  let database;
  try {
    database = await createBenchDatabase("idle_memory");
  } catch (error) {
    return [["PostgreSQL", `skipped: no PostgreSQL (${error.message})`]];
  }
  try {
    return await measureIdle("PostgreSQL", { DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}

export async function run() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-bench-"));
  try {
    return [
      ...(await measureIdle("PGlite, first start", {}, { dataDir })),
      ...(await measureIdle("PGlite, after a restart", {}, { dataDir })),
      ...(await measurePostgres()),
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
