// 1,000,000 responses on PostgreSQL exported as SPEC's CSV and as an Excel workbook with the
// respondent and score columns: rows/s and the server's peak RSS during each (issue 14 target:
// under 300 MB whatever the number of responses). Each export runs in a server of its own, just
// started, so that one export's heap is not counted in the other's peak. Both are fetched
// uncompressed, to time the writers themselves. Node's default heap lets garbage pile up before
// it collects; BENCH_NODE_ARGS="--max-old-space-size=128" shows the memory the exports need.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { api, createUser } from "./support/api.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 1_000_000);

const QUESTIONS = [
  [
    {
      questionType: "multipleChoice",
      questionText: "Pick",
      options: ["A", "B", "C", "D"],
      correctAnswer: ["A"],
    },
    "to_jsonb((ARRAY['A','B','C','D'])[1 + n % 4])",
  ],
  [{ questionType: "text", questionText: "Name" }, "to_jsonb('answer ' || n)"],
  [{ questionType: "email", questionText: "Email" }, "to_jsonb('user' || n || '@example.org')"],
  [{ questionType: "number", questionText: "Amount" }, "to_jsonb((n * 37) % 1000)"],
  [
    { questionType: "date", questionText: "Day" },
    "to_jsonb(to_char(date '2026-01-01' + (n % 365), 'YYYY-MM-DD'))",
  ],
  [{ questionType: "rating", questionText: "Stars", maxRating: 5 }, "to_jsonb(1 + n % 5)"],
  [{ questionType: "section", questionText: "More" }, null],
  [
    { questionType: "linearScale", questionText: "Recommend", scaleMin: 0, scaleMax: 10 },
    "to_jsonb(n % 11)",
  ],
  [
    {
      questionType: "matrix",
      questionText: "Rate",
      rows: ["Food", "Staff"],
      options: ["Bad", "Good"],
    },
    "jsonb_build_array((ARRAY['Bad','Good'])[1 + n % 2], (ARRAY['Bad','Good'])[1 + (n + 1) % 2])",
  ],
  [
    { questionType: "ranking", questionText: "Order", options: ["A", "B", "C"] },
    "jsonb_build_array((ARRAY['A','B','C'])[1 + n % 3], (ARRAY['A','B','C'])[1 + (n + 1) % 3], (ARRAY['A','B','C'])[1 + (n + 2) % 3])",
  ],
  [
    { questionType: "paragraph", questionText: "Story" },
    "to_jsonb('a longer story, number ' || n)",
  ],
];

export function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0) / 1024;
}

/** One export in a fresh server sharing the database and the secret (so the token holds). */
async function measureExport(env, path, token) {
  const server = await startServer(env);
  try {
    const idle = peakRssMb(server.pid);
    const started = performance.now();
    const response = await fetch(`${server.url}/api${path}`, {
      headers: { authorization: `Bearer ${token}`, "accept-encoding": "identity" },
    });
    if (!response.ok) throw new Error(`export failed: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    const seconds = (performance.now() - started) / 1000;
    return {
      summary: `${(RESPONSES / seconds).toFixed(0)} (${RESPONSES} rows, ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s)`,
      peak: `${idle.toFixed(0)} MB / ${peakRssMb(server.pid).toFixed(0)} MB`,
    };
  } finally {
    await server.stop();
  }
}

/** The owner, a form with a question of most types, and `count` responses seeded in SQL. */
export async function seed(env, database, count = RESPONSES) {
  const server = await startServer(env);
  try {
    const user = await createUser(server, `bench-${randomBytes(6).toString("hex")}@example.org`);
    const form = await api.post(
      server,
      "/forms",
      { title: "Big export", isPublic: true, questions: QUESTIONS.map(([question]) => question) },
      user.token,
    );
    const questions = form.data.questions;
    const answerSql = QUESTIONS.flatMap(([, value], index) =>
      value
        ? [`jsonb_build_object('questionId', '${questions[index]._id}', 'answer', ${value})`]
        : [],
    ).join(", ");
    const started = performance.now();
    await database.query(
      `INSERT INTO responses (id, form_id, form_version, respondent_name, respondent_email, answers, score, max_score, percentage)
       SELECT gen_random_uuid(), $1, 1, 'Respondent ' || n, 'r' || n || '@example.org',
              jsonb_build_array(${answerSql}), n % 2, 1, (n % 2) * 100
       FROM generate_series(1, $2) AS n`,
      [form.data._id, count],
    );
    await database.query("VACUUM ANALYZE responses");
    return {
      userId: user.id,
      token: user.token,
      formId: form.data._id,
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    await server.stop();
  }
}

export async function run() {
  const database = await createBenchDatabase("export");
  const env = {
    DATABASE_URL: database.url,
    CAPTCHA_COST: "1000",
    JWT_SECRET: randomBytes(32).toString("hex"),
  };
  try {
    const { token, formId, seconds } = await seed(env, database);
    const exportPath = `/responses/form/${formId}/export`;
    const csv = await measureExport(env, exportPath, token);
    const xlsx = await measureExport(
      env,
      `${exportPath}?format=xlsx&respondent=true&scores=true`,
      token,
    );
    return [
      ["responses seeded (10 questions, a section)", `${RESPONSES} in ${seconds.toFixed(0)} s`],
      ["CSV export (SPEC default) rows/s", csv.summary],
      ["CSV export: server peak RSS at start / after", csv.peak],
      ["Excel export (name, email, scores) rows/s", xlsx.summary],
      ["Excel export: server peak RSS at start / after", xlsx.peak],
    ];
  } finally {
    await database.drop();
  }
}
