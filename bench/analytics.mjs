// 1,000,000 responses on a 10-question form, on PostgreSQL: the summary endpoint's p50, and the
// CSV export's rows/s and the server's peak RSS (issue 5 targets: p50 under 1 s; RSS under
// 300 MB whatever the number of responses); the summary filtered by a date range, computed from
// the rows (issue 14: under 1 s). Responses are spread evenly over the last 365 days, stored in
// the order they arrived, as submissions store them. Then as many on a form with a question of every
// type (the question-types issue: its summary under 50 ms).
import { readFileSync } from "node:fs";
import { api, createUser, measureLatencies, percentile } from "./support/api.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import {
  seedCounters,
  seedResponses,
  tenAnswersSql,
  tenQuestions,
} from "./support/seed-responses.mjs";
import { startServer } from "./support/server.mjs";

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 1_000_000);

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmHWM:\s+(\d+) kB/)?.[1] ?? 0) / 1024;
}

const RANKED = ["A", "B", "C", "D", "E"];
const GRID_ROWS = ["Food", "Staff", "Price", "Place", "Music"];
const GRID_COLUMNS = ["Poor", "Fair", "Good", "Great"];
const DROPDOWN_OPTIONS = Array.from({ length: 30 }, (_, i) => `Option ${i + 1}`);

// One question of every type, and the SQL of each one's answer for the n-th response. The file
// question stays unanswered: an answer must name a file uploaded for it.
const EVERY_TYPE = [
  [{ questionType: "text", questionText: "Name" }, "to_jsonb('answer ' || n)"],
  [{ questionType: "paragraph", questionText: "Story" }, "to_jsonb('story ' || n)"],
  [
    { questionType: "multipleChoice", questionText: "Pick", options: ["A", "B", "C", "D"] },
    "to_jsonb((ARRAY['A','B','C','D'])[1 + n % 4])",
  ],
  [
    { questionType: "checkbox", questionText: "Tick", options: ["W", "X", "Y", "Z"] },
    "to_jsonb(ARRAY['W','Y'])",
  ],
  [{ questionType: "file", questionText: "Upload" }, null],
  [{ questionType: "rating", questionText: "Stars", maxRating: 5 }, "to_jsonb(1 + n % 5)"],
  [
    { questionType: "dropdown", questionText: "Country", options: DROPDOWN_OPTIONS },
    "to_jsonb('Option ' || (1 + n % 30))",
  ],
  [{ questionType: "email", questionText: "Email" }, "to_jsonb('user' || n || '@example.org')"],
  [{ questionType: "number", questionText: "Amount" }, "to_jsonb((n * 37) % 1000)"],
  [
    { questionType: "date", questionText: "Day" },
    "to_jsonb(to_char(date '2026-01-01' + (n % 365), 'YYYY-MM-DD'))",
  ],
  [
    { questionType: "linearScale", questionText: "Recommend", scaleMin: 0, scaleMax: 10 },
    "to_jsonb(n % 11)",
  ],
  [
    { questionType: "matrix", questionText: "Rate", rows: GRID_ROWS, options: GRID_COLUMNS },
    `jsonb_build_array(${GRID_ROWS.map((_, k) => `(ARRAY['Poor','Fair','Good','Great'])[1 + (n + ${k}) % 4]`).join(", ")})`,
  ],
  [
    { questionType: "ranking", questionText: "Order", options: RANKED },
    `jsonb_build_array(${RANKED.map((_, k) => `(ARRAY['A','B','C','D','E'])[1 + (n + ${k}) % 5]`).join(", ")})`,
  ],
];

async function measureEveryTypeSummary(server, database, user) {
  const form = await api.post(
    server,
    "/forms",
    { title: "Every type", isPublic: true, questions: EVERY_TYPE.map(([question]) => question) },
    user.token,
  );
  const questions = form.data.questions;
  const answerSql = EVERY_TYPE.flatMap(([, value], index) =>
    value
      ? [`jsonb_build_object('questionId', '${questions[index]._id}', 'answer', ${value})`]
      : [],
  ).join(", ");
  const seedStarted = performance.now();
  await seedResponses(database, form.data._id, answerSql, RESPONSES);
  await seedCounters(database, form.data._id, questions);
  await database.query("VACUUM ANALYZE answer_tallies");
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const headers = { authorization: `Bearer ${user.token}` };
  const summary = await measureLatencies(20, () =>
    fetch(`${server.url}/api/responses/form/${form.data._id}`, { headers }),
  );
  const data = (await api.get(server, `/responses/form/${form.data._id}`, user.token)).data;
  const of = (type) => data.questions.find((q) => q.questionType === type);
  const number = of("number").number;
  return [
    ["responses seeded (every type, 13 questions)", `${RESPONSES} in ${seedSeconds.toFixed(0)} s`],
    [
      "every-type summary p50 / p90 / max of 20",
      `${percentile(summary, 50).toFixed(1)} ms / ${percentile(summary, 90).toFixed(1)} ms / ${summary.at(-1).toFixed(1)} ms`,
    ],
    [
      "every-type check: number avg / median, NPS, ranking first, months",
      `${number.average.toFixed(1)} / ${number.median}, ${of("linearScale").scale.nps.score}, ${of("ranking").ranking[0].option}, ${of("date").date.perMonth.length}`,
    ],
  ];
}

export async function run() {
  const database = await createBenchDatabase("analytics");
  const server = await startServer({ DATABASE_URL: database.url, CAPTCHA_COST: "1000" });
  try {
    const user = await createUser(server);
    const form = await api.post(
      server,
      "/forms",
      { title: "Big survey", isPublic: true, questions: tenQuestions() },
      user.token,
    );
    const questions = form.data.questions;
    const answerSql = tenAnswersSql(questions);
    const seedStarted = performance.now();
    await seedResponses(database, form.data._id, answerSql, RESPONSES);
    await seedCounters(database, form.data._id, questions);
    await database.query("VACUUM ANALYZE responses");
    const seedSeconds = (performance.now() - seedStarted) / 1000;

    const headers = { authorization: `Bearer ${user.token}` };
    const summary = await measureLatencies(5, () =>
      fetch(`${server.url}/api/responses/form/${form.data._id}`, { headers }),
    );

    // Filtered summaries: a 30-day range (about 1/12 of the responses) and one that keeps all.
    const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const filteredOf = (query) => () =>
      fetch(`${server.url}/api/responses/form/${form.data._id}?${query}`, { headers });
    const monthQuery = `from=${daysAgo(30)}&to=${daysAgo(1)}`;
    const filteredMonth = await measureLatencies(5, filteredOf(monthQuery));
    // Kept all, the rows are over the statement timeout's reach: timed once, whatever the answer.
    const allStarted = performance.now();
    const allStatus = (await filteredOf(`from=${daysAgo(400)}`)()).status;
    const allMs = performance.now() - allStarted;
    const monthData = (
      await api.get(server, `/responses/form/${form.data._id}?${monthQuery}`, user.token)
    ).data;

    const pageOf = (page) =>
      fetch(`${server.url}/api/responses/${form.data._id}?page=${page}&limit=20`, { headers });
    const firstPage = await measureLatencies(5, () => pageOf(1));
    const lastPage = await measureLatencies(5, () => pageOf(Math.ceil(RESPONSES / 20)));

    const received = await measureLatencies(5, () =>
      fetch(`${server.url}/api/responses/received?page=1&limit=10`, { headers }),
    );

    const summaryData = (await api.get(server, `/responses/form/${form.data._id}`, user.token))
      .data;
    const firstChoice = summaryData.questions[0].options.map((o) => o.count).join(" / ");

    const rssBefore = peakRssMb(server.pid);
    const exportStarted = performance.now();
    const response = await fetch(`${server.url}/api/responses/form/${form.data._id}/export`, {
      headers,
    });
    let bytes = 0;
    let rows = 0;
    for await (const chunk of response.body) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) rows++;
    }
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const typed = await measureEveryTypeSummary(server, database, user);
    return [
      ["responses seeded (10 questions)", `${RESPONSES} in ${seedSeconds.toFixed(0)} s`],
      [
        "GET /api/responses/form/{id} (summary) p50 / max of 5",
        `${percentile(summary, 50).toFixed(0)} ms / ${summary.at(-1).toFixed(0)} ms`,
      ],
      [
        "summary filtered by 30 days p50 / max of 5",
        `${percentile(filteredMonth, 50).toFixed(0)} ms / ${filteredMonth.at(-1).toFixed(0)} ms (${monthData.totalResponses} responses kept)`,
      ],
      [
        "summary filtered by a range keeping all 1,000,000 (once)",
        `${allMs.toFixed(0)} ms, status ${allStatus}`,
      ],
      [
        "GET /api/responses/{id} page 1 / last page p50 (20 a page)",
        `${percentile(firstPage, 50).toFixed(0)} ms / ${percentile(lastPage, 50).toFixed(0)} ms`,
      ],
      [
        "GET /api/responses/received (the hub) page 1 p50",
        `${percentile(received, 50).toFixed(0)} ms`,
      ],
      [
        "summary check: total, average, Q1 A / B / C / D",
        `${summaryData.totalResponses}, ${summaryData.averageScore}%, ${firstChoice}`,
      ],
      [
        "CSV export rows/s",
        `${((rows - 1) / exportSeconds).toFixed(0)} (${rows - 1} rows, ${(bytes / 1e6).toFixed(0)} MB in ${exportSeconds.toFixed(1)} s, ${response.headers.get("content-encoding") ?? "not"} compressed)`,
      ],
      [
        "server peak RSS before / after the export",
        `${rssBefore.toFixed(0)} MB / ${peakRssMb(server.pid).toFixed(0)} MB`,
      ],
      ...typed,
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
}
