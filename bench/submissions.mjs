// POST /api/responses/{id} under autocannon at 50 connections on PostgreSQL, against the bare
// floor (a node:http server doing one INSERT a request) in the same run, round after round:
// the medians of BENCH_ROUNDS rounds (3) and their ratio (issue 17 target: at least 0.6, p99
// under 50 ms). pgbench's single-row inserts are shown for scale, and the same submissions on
// the embedded PGlite (one connection) as a server without DATABASE_URL runs them.
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { api, createUser } from "./support/api.mjs";
import { withCpuTime } from "./support/cpu-time.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const SECONDS = 10;
const CONNECTIONS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
// Every submission comes from one address: at 1,000 times the limit per address (400 a minute)
// a fast server ran into it in its third round and answered 429s, which count as requests.
const LIMITS = { CAPTCHA_COST: "1000", RATE_LIMIT_FACTOR: "100000" };

function pgbenchTps(database) {
  const script = path.join(os.tmpdir(), "formloom-pgbench.sql");
  writeFileSync(
    script,
    'INSERT INTO bench_rows (payload) VALUES (\'{"questionId":"x","answer":"y"}\');\n',
  );
  const url = new URL(database.url);
  const output = execFileSync(
    "pgbench",
    [
      "-n",
      "-c",
      String(CONNECTIONS),
      "-j",
      "2",
      "-T",
      String(SECONDS),
      "-f",
      script,
      "-h",
      url.hostname,
      "-U",
      url.username,
      database.name,
    ],
    { encoding: "utf8" },
  );
  return Number(output.match(/tps = ([\d.]+)/)?.[1] ?? 0);
}

function load(url, body, connections = CONNECTIONS) {
  return autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections,
    duration: SECONDS,
  });
}

/** The same load split over two servers: half the connections each, their rates summed. */
async function loadTwo(urls, body) {
  const halves = await Promise.all(urls.map((url) => load(url, body, CONNECTIONS / 2)));
  return {
    requests: {
      average: halves.reduce((sum, half) => sum + half.requests.average, 0),
      total: halves.reduce((sum, half) => sum + half.requests.total, 0),
    },
    latency: {
      p50: Math.max(...halves.map((half) => half.latency.p50)),
      p99: Math.max(...halves.map((half) => half.latency.p99)),
    },
    errors: halves.reduce((sum, half) => sum + half.errors, 0),
    non2xx: halves.reduce((sum, half) => sum + half.non2xx, 0),
    "2xx": halves.reduce((sum, half) => sum + half["2xx"], 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The medians of some rounds' results: req/s, p50, p99, CPU ms a request; failures summed. */
function summarize(rounds) {
  const results = rounds.map((round) => round.result);
  const perRequest = (side) =>
    median(rounds.map(({ result, cpu }) => (1000 * cpu[side]) / result.requests.total));
  return {
    cpu: {
      server: perRequest("server"),
      postgres: perRequest("postgres"),
      load: perRequest("load"),
    },
    rps: median(results.map((result) => result.requests.average)),
    p50: median(results.map((result) => result.latency.p50)),
    p99: median(results.map((result) => result.latency.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    acknowledged: results.reduce((sum, result) => sum + result["2xx"], 0),
  };
}

const roundRatios = (ours, floors) =>
  ours.map((round, index) => round.result.requests.average / floors[index].result.requests.average);

const rates = (rounds) => rounds.map(({ result }) => result.requests.average.toFixed(0)).join(" ");

const describe = ({ rps, p50, p99 }) => `${rps.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms`;
const describeCpu = ({ cpu }) =>
  `server ${cpu.server.toFixed(3)}, PostgreSQL ${cpu.postgres.toFixed(3)}, load ${cpu.load.toFixed(3)}`;

/** The bare Node insert server's rate on the same rows and body: the ceiling for any Node server. */
async function measureFloor(database, body) {
  const child = spawn(
    process.execPath,
    [new URL("./support/insert-floor-server.mjs", import.meta.url).pathname],
    {
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    const url = await new Promise((resolve, reject) => {
      child.stdout.on("data", (chunk) => {
        const match = String(chunk).match(/listening on (\S+)/);
        if (match) resolve(match[1]);
      });
      child.once("exit", (code) => reject(new Error(`insert floor server exited (${code})`)));
    });
    return await withCpuTime(child.pid, () => load(url, body));
  } finally {
    child.kill("SIGTERM");
  }
}

const QUESTIONS = [
  { questionType: "text", questionText: "Name", required: true },
  {
    questionType: "multipleChoice",
    questionText: "Pick",
    options: ["A", "B", "C"],
    correctAnswer: ["B"],
  },
  {
    questionType: "checkbox",
    questionText: "Tick",
    options: ["X", "Y", "Z"],
    correctAnswer: ["X", "Z"],
  },
  { questionType: "rating", questionText: "Rate", maxRating: 5 },
];

/** A public quiz of four questions on `server`; answers its id and a submission's body. */
async function createBenchForm(server) {
  const user = await createUser(server);
  const form = await api.post(
    server,
    "/forms",
    { title: "Bench quiz", isPublic: true, questions: QUESTIONS },
    user.token,
  );
  const [name, pick, tick, rate] = form.data.questions.map((q) => q._id);
  const body = JSON.stringify({
    answers: [
      { questionId: name, answer: "Ada" },
      { questionId: pick, answer: "B" },
      { questionId: tick, answer: ["X", "Z"] },
      { questionId: rate, answer: 4 },
    ],
  });
  return { url: `${server.url}/api/responses/${form.data._id}`, body };
}

/**
 * The same form through two servers at once, as behind a load balancer. On a machine of two
 * cores the second server adds no CPU: the figure shows what sharing one database costs.
 */
async function measureTwoServers(env, url, body) {
  const second = await startServer(env);
  try {
    const urls = [url, url.replace(new URL(url).origin, second.url)];
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({ result: await loadTwo(urls, body), cpu: { server: 0, postgres: 0, load: 0 } });
    }
    return summarize(rounds);
  } finally {
    await second.stop();
  }
}

async function measurePglite() {
  const server = await startServer(LIMITS);
  try {
    const { url, body } = await createBenchForm(server);
    const results = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      results.push(await withCpuTime(server.pid, () => load(url, body)));
    }
    return summarize(results);
  } finally {
    await server.stop();
  }
}

export async function run() {
  const database = await createBenchDatabase("submissions");
  await database.query(
    "CREATE TABLE bench_rows (id bigserial PRIMARY KEY, payload jsonb NOT NULL)",
  );
  const env = { DATABASE_URL: database.url, ...LIMITS };
  const server = await startServer(env);
  try {
    const { url, body } = await createBenchForm(server);
    const ours = [];
    const floors = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      ours.push(await withCpuTime(server.pid, () => load(url, body)));
      floors.push(await measureFloor(database, body));
    }
    const formloom = summarize(ours);
    const floor = summarize(floors);
    const two = await measureTwoServers(env, url, body);
    const stored = (await database.query("SELECT count(*)::int AS n FROM responses")).rows[0].n;
    const tps = pgbenchTps(database);
    const pglite = await measurePglite();
    return [
      [`POST /api/responses, PostgreSQL (median of ${ROUNDS} rounds)`, describe(formloom)],
      ["bare node:http + pg, 1 INSERT a request (the floor)", describe(floor)],
      ["ratio Formloom / floor", (formloom.rps / floor.rps).toFixed(2)],
      // Each round runs the floor right after Formloom: their ratio is free of the machine's
      // drift between rounds, which moved the floor by a fifth in one run.
      ["ratio round by round (median)", median(roundRatios(ours, floors)).toFixed(2)],
      ["req/s each round: Formloom | the floor", `${rates(ours)} | ${rates(floors)}`],
      ["CPU ms a submission: Formloom", describeCpu(formloom)],
      ["CPU ms a submission: the floor", describeCpu(floor)],
      ["errors / non-2xx answers (all rounds)", `${formloom.errors} / ${formloom.non2xx}`],
      [`two servers on the same PostgreSQL (25 connections each)`, describe(two)],
      ["ratio two servers / one", (two.rps / formloom.rps).toFixed(2)],
      [
        "responses stored vs 2xx answers (one and two servers)",
        `${stored} / ${formloom.acknowledged + two.acknowledged}`,
      ],
      ["pgbench single-row inserts (50 clients, for scale)", `${tps.toFixed(0)} tps`],
      [`POST /api/responses, PGlite (median of ${ROUNDS} rounds)`, describe(pglite)],
      ["PGlite errors / non-2xx answers", `${pglite.errors} / ${pglite.non2xx}`],
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
}
