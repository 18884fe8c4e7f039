// POST /api/responses/{id} under autocannon at 50 connections on PostgreSQL, against pgbench
// single-row inserts on the same server in the same run (issue 5 target: at least 0.5 of it).
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { api, createUser } from "./support/api.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const SECONDS = 10;
const CONNECTIONS = 50;

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

/** The bare Node insert server's rate on the same rows and body: the ceiling for any Node server. */
async function nodeFloorRps(database, body) {
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
    const result = await autocannon({
      url,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    return result.requests.average;
  } finally {
    child.kill("SIGTERM");
  }
}

export async function run() {
  const database = await createBenchDatabase("submissions");
  const server = await startServer({
    DATABASE_URL: database.url,
    CAPTCHA_COST: "1000",
    RATE_LIMIT_FACTOR: "1000",
  });
  try {
    const user = await createUser(server);
    const form = await api.post(
      server,
      "/forms",
      {
        title: "Bench quiz",
        isPublic: true,
        questions: [
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
        ],
      },
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
    const result = await autocannon({
      url: `${server.url}/api/responses/${form.data._id}`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    await database.query(
      "CREATE TABLE bench_rows (id bigserial PRIMARY KEY, payload jsonb NOT NULL)",
    );
    const tps = pgbenchTps(database);
    const floor = await nodeFloorRps(database, body);
    const stored = (await database.query("SELECT count(*)::int AS n FROM responses")).rows[0].n;
    return [
      [
        "POST /api/responses throughput (50 connections)",
        `${result.requests.average.toFixed(0)} req/s`,
      ],
      [
        "POST /api/responses latency p50 / p99",
        `${result.latency.p50} ms / ${result.latency.p99} ms`,
      ],
      ["errors / non-2xx answers", `${result.errors} / ${result.non2xx}`],
      ["responses stored vs 2xx answers", `${stored} / ${result["2xx"]}`],
      ["pgbench single-row inserts (50 clients)", `${tps.toFixed(0)} tps`],
      ["ratio submissions / pgbench", (result.requests.average / tps).toFixed(2)],
      [
        "bare node:http + pg, 1 INSERT a request (Node ceiling)",
        `${floor.toFixed(0)} req/s, ratio ${(floor / tps).toFixed(2)}`,
      ],
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
}
