// Issue 22: 20 exports of a 100,000-response form sent at once to one server on PostgreSQL, the
// server's peak RSS (budget: under 400 MB) and what each request got (budget: every one
// completes or is refused cleanly, with a 429 or 503 and Retry-After). Three runs, each in a
// fresh server: 20 Excel exports by one account (what a read-only API key can send), 20 Excel
// exports by BENCH_ACCOUNTS accounts (10) sharing the server's slots, and the same with CSV.
// BENCH_RESPONSES sets the size of each form (100,000).
import { randomBytes } from "node:crypto";
import { peakRssMb, seed } from "./export.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10);
const PARALLEL = 20;

/** One export read to its end; a transfer cut short counts as "cut", not as a success. */
async function fetchExport(server, owner, query) {
  const started = performance.now();
  try {
    const response = await fetch(
      `${server.url}/api/responses/form/${owner.formId}/export${query}`,
      {
        headers: { authorization: `Bearer ${owner.token}`, "accept-encoding": "identity" },
      },
    );
    const body = Buffer.from(await response.arrayBuffer());
    const retryAfter = response.headers.get("retry-after");
    const clean = response.ok || (retryAfter !== null && body.includes('"statusCode"'));
    return {
      outcome: `${response.status}${clean ? "" : " (unclean)"}`,
      seconds: (performance.now() - started) / 1000,
    };
  } catch {
    return { outcome: "cut", seconds: (performance.now() - started) / 1000 };
  }
}

async function measureParallel(env, owners, query) {
  const server = await startServer(env);
  try {
    const idle = peakRssMb(server.pid);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        fetchExport(server, owners[index % owners.length], query),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const counts = {};
    for (const { outcome } of results) counts[outcome] = (counts[outcome] ?? 0) + 1;
    const slowest = Math.max(...results.map((result) => result.seconds));
    return [
      `${idle.toFixed(0)} MB / ${peakRssMb(server.pid).toFixed(0)} MB`,
      `${Object.entries(counts)
        .map(([status, count]) => `${count}× ${status}`)
        .join(", ")} in ${seconds.toFixed(1)} s (slowest ${slowest.toFixed(1)} s)`,
    ];
  } finally {
    await server.stop();
  }
}

export async function run() {
  const database = await createBenchDatabase("export_parallel");
  const env = {
    DATABASE_URL: database.url,
    CAPTCHA_COST: "1000",
    JWT_SECRET: randomBytes(32).toString("hex"),
  };
  try {
    const owners = [];
    for (let index = 0; index < ACCOUNTS; index++) {
      owners.push(await seed(env, database, RESPONSES));
    }
    const xlsx = "?format=xlsx&respondent=true&scores=true";
    const [oneRss, oneStatuses] = await measureParallel(env, owners.slice(0, 1), xlsx);
    const [manyRss, manyStatuses] = await measureParallel(env, owners, xlsx);
    const [csvRss, csvStatuses] = await measureParallel(env, owners, "");
    return [
      ["forms seeded", `${ACCOUNTS} accounts × ${RESPONSES} responses`],
      [`${PARALLEL} Excel exports, 1 account: peak RSS idle / after`, oneRss],
      [`${PARALLEL} Excel exports, 1 account: statuses`, oneStatuses],
      [`${PARALLEL} Excel exports, ${ACCOUNTS} accounts: peak RSS idle / after`, manyRss],
      [`${PARALLEL} Excel exports, ${ACCOUNTS} accounts: statuses`, manyStatuses],
      [`${PARALLEL} CSV exports, ${ACCOUNTS} accounts: peak RSS idle / after`, csvRss],
      [`${PARALLEL} CSV exports, ${ACCOUNTS} accounts: statuses`, csvStatuses],
    ];
  } finally {
    await database.drop();
  }
}
