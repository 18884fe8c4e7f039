// Issue 25, "no stall": while one owner's heavy reads run back to back on a form of
// STALL_RESPONSES (100,000) responses — the CSV export, the summary filtered by a text search
// that keeps every response, the plain summary — how long other people's light requests take:
// a public form's view, a submission to it, a dashboard list (target: p99 under 200 ms). On the
// embedded PGlite and on PostgreSQL (STALL_DATABASES picks: "pglite,postgres"; STALL_READS picks
// the heavy reads: "export,filtered,summary"). Each heavy read runs for STALL_SECONDS (15), at
// least once; the light requests start on a clock, whether or not the last one has answered, as
// real visitors' do, so a stall meets every request that arrives during it.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { api, createUser, percentile } from "./support/api.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import {
  seedCounters,
  seedResponses,
  tenAnswersSql,
  tenQuestions,
} from "./support/seed-responses.mjs";
import { startServer } from "./support/server.mjs";

const RESPONSES = Number(process.env.STALL_RESPONSES ?? 100_000);
const HEAVY_SECONDS = Number(process.env.STALL_SECONDS ?? 15);
const DATABASES = (process.env.STALL_DATABASES ?? "pglite,postgres").split(",");
const IDLE_SECONDS = 5;
// Each kind of light request starts this often: 30 light requests a second in all.
const LIGHT_EVERY_MS = 100;
// The server's limits are per IP, and every request here comes from one.
const SERVER_ENV = { CAPTCHA_COST: "1000", RATE_LIMIT_FACTOR: "1000" };

const READS = (process.env.STALL_READS ?? "export,filtered,summary").split(",");

const HEAVY_READS = [
  ["export", "CSV export", (formId) => `/responses/form/${formId}/export`],
  // Every seeded text answer reads "answer n": this filter keeps them all.
  ["filtered", "summary filtered by q=answer", (formId) => `/responses/form/${formId}?q=answer`],
  ["summary", "summary", (formId) => `/responses/form/${formId}`],
].filter(([key]) => READS.includes(key));

/** The owner of the big form, and another user with a small public form and a dashboard. */
async function createAccounts(server) {
  const owner = await createUser(server, `owner-${Date.now()}@example.org`);
  const big = await api.post(
    server,
    "/forms",
    { title: "Big survey", isPublic: true, questions: tenQuestions() },
    owner.token,
  );
  const other = await createUser(server, `other-${Date.now()}@example.org`);
  const small = await api.post(
    server,
    "/forms",
    {
      title: "Small poll",
      isPublic: true,
      questions: [
        { questionType: "text", questionText: "Name", required: true },
        { questionType: "multipleChoice", questionText: "Pick", options: ["A", "B", "C"] },
      ],
    },
    other.token,
  );
  for (let index = 0; index < 5; index++) {
    await api.post(
      server,
      "/forms",
      { title: `Draft ${index}`, questions: [{ questionType: "text", questionText: "Name" }] },
      other.token,
    );
  }
  const [name, pick] = small.data.questions.map((q) => q._id);
  return {
    owner,
    other,
    bigForm: big.data,
    smallFormId: small.data._id,
    submission: JSON.stringify({
      answers: [
        { questionId: name, answer: "Ada" },
        { questionId: pick, answer: "B" },
      ],
    }),
  };
}

async function seedBigForm(database, form) {
  const started = performance.now();
  await seedResponses(database, form._id, tenAnswersSql(form.questions), RESPONSES);
  await seedCounters(database, form._id, form.questions);
  await database.query("VACUUM ANALYZE");
  return (performance.now() - started) / 1000;
}

function lightRequests(server, accounts) {
  const url = (pathname) => `${server.url}/api${pathname}`;
  return {
    view: () => fetch(url(`/forms/${accounts.smallFormId}/view`)),
    submit: () =>
      fetch(url(`/responses/${accounts.smallFormId}`), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: accounts.submission,
      }),
    list: () =>
      fetch(url("/forms?page=1&limit=10"), {
        headers: { authorization: `Bearer ${accounts.other.token}` },
      }),
  };
}

/** Runs `heavy` while the light requests start on their clock; answers both's timings. */
async function measureBeside(requests, heavy) {
  const latencies = Object.fromEntries(Object.keys(requests).map((kind) => [kind, []]));
  const pending = new Set();
  let failures = 0;
  const startAll = () => {
    for (const [kind, request] of Object.entries(requests)) {
      const started = performance.now();
      const done = request()
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
          latencies[kind].push(performance.now() - started);
        })
        .catch(() => {
          failures += 1;
        })
        .finally(() => pending.delete(done));
      pending.add(done);
    }
  };
  const clock = setInterval(startAll, LIGHT_EVERY_MS);
  const heavyTimes = await heavy();
  clearInterval(clock);
  await Promise.all(pending);
  return { latencies, failures, heavyTimes };
}

/** The heavy read again and again until `seconds` have passed (at least once). */
function backToBack(server, token, pathname, seconds) {
  return async () => {
    const times = [];
    const deadline = performance.now() + seconds * 1000;
    do {
      const started = performance.now();
      const response = await fetch(`${server.url}/api${pathname}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
      times.push(performance.now() - started);
    } while (performance.now() < deadline);
    return sorted(times);
  };
}

const idleFor = (seconds) => () =>
  new Promise((resolve) => setTimeout(() => resolve([]), seconds * 1000));

const ms = (value) => `${Math.round(value).toLocaleString("en")} ms`;

const sorted = (times) => [...times].sort((a, b) => a - b);

function describeLight({ latencies, failures }) {
  const all = sorted(Object.values(latencies).flat());
  const p99Of = Object.entries(latencies)
    .map(([kind, times]) => `${kind} ${Math.round(percentile(sorted(times), 99))}`)
    .join(", ");
  return (
    `p50 ${ms(percentile(all, 50))}, p99 ${ms(percentile(all, 99))}, max ${ms(all.at(-1))}` +
    ` (${all.length} requests, ${failures} failed; p99 ${p99Of})`
  );
}

function describeHeavy(times) {
  return `median ${ms(percentile(times, 50))}, max ${ms(times.at(-1))} (${times.length} runs)`;
}

async function measureAll(label, server, accounts) {
  const requests = lightRequests(server, accounts);
  // Warm-up: the first of each compiles and caches what the rest reuse.
  for (const request of Object.values(requests)) await (await request()).arrayBuffer();
  for (const [, , pathOf] of HEAVY_READS) {
    await backToBack(server, accounts.owner.token, pathOf(accounts.bigForm._id), 0)();
  }
  const rows = [];
  const idle = await measureBeside(requests, idleFor(IDLE_SECONDS));
  rows.push([`${label}: light requests alone`, describeLight(idle)]);
  for (const [, name, pathOf] of HEAVY_READS) {
    const heavy = backToBack(
      server,
      accounts.owner.token,
      pathOf(accounts.bigForm._id),
      HEAVY_SECONDS,
    );
    const result = await measureBeside(requests, heavy);
    rows.push([`${label}: ${name}`, describeHeavy(result.heavyTimes)]);
    rows.push([`${label}:   light requests beside it`, describeLight(result)]);
  }
  return rows;
}

/** PGlite: the accounts through the API, the responses seeded while the server is stopped. */
async function measurePglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-bench-stall-"));
  try {
    const first = await startServer(SERVER_ENV, { dataDir });
    let accounts;
    try {
      accounts = await createAccounts(first);
    } finally {
      await first.stop();
    }
    const database = await PGlite.create(path.join(dataDir, "db"), { extensions: { pg_trgm } });
    let seconds;
    try {
      seconds = await seedBigForm(database, accounts.bigForm);
    } finally {
      await database.close();
    }
    const server = await startServer(SERVER_ENV, { dataDir });
    try {
      return [
        ["PGlite: responses seeded", `${RESPONSES} in ${seconds.toFixed(0)} s`],
        ...(await measureAll("PGlite", server, accounts)),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measurePostgres() {
  const database = await createBenchDatabase("stall");
  try {
    const server = await startServer({ ...SERVER_ENV, DATABASE_URL: database.url });
    try {
      const accounts = await createAccounts(server);
      const seconds = await seedBigForm(database, accounts.bigForm);
      return [
        ["PostgreSQL: responses seeded", `${RESPONSES} in ${seconds.toFixed(0)} s`],
        ...(await measureAll("PostgreSQL", server, accounts)),
      ];
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function run() {
  const rows = [];
  if (DATABASES.includes("pglite")) rows.push(...(await measurePglite()));
  if (DATABASES.includes("postgres")) rows.push(...(await measurePostgres()));
  return rows;
}
