// The funnel of a form with 1,000,000 submissions and 5,000,000 views, on PostgreSQL (issue 29:
// under 50 ms p95, as the summary). The funnel reads counters only, never responses, so the
// counter rows are seeded directly, as that many visits over a year would have left them: today
// on sixteen shards, each past day on one (the hourly compaction folds them, compact-funnel-days.ts),
// for every step of a three-page form and a spread of times to complete.
import { api, createUser, measureLatencies, percentile } from "./support/api.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const VIEWS = 5_000_000;
const SUBMISSIONS = 1_000_000;
const DAYS = 365;
const SHARDS = 16;

// Each step's total, and the time buckets submissions fall in (bucket 8 ≈ 16 s … 16 ≈ 4 min).
const STEPS = [
  ["view", VIEWS],
  ["start", 3_000_000],
  ["page:2", 2_000_000],
  ["page:3", 1_400_000],
  ["submit", SUBMISSIONS],
  ...Array.from({ length: 9 }, (_, i) => [`time:${8 + i}`, SUBMISSIONS / 9]),
];

const THREE_PAGES = [
  { questionType: "text", questionText: "Name" },
  { questionType: "section", questionText: "Page 2" },
  { questionType: "text", questionText: "Town" },
  { questionType: "section", questionText: "Page 3" },
  { questionType: "text", questionText: "Anything else?" },
];

async function seedFunnel(database, formId) {
  await database.query(
    `INSERT INTO funnel_counts (form_id, form_version, day, step, shard, count)
     SELECT $1, 1, current_date - d, s.step, shard,
       round(s.total / $2 / CASE WHEN d = 0 THEN $3 ELSE 1 END)
     FROM jsonb_to_recordset($4::jsonb) AS s(step text, total numeric),
       generate_series(0, $2 - 1) AS d,
       generate_series(0, CASE WHEN d = 0 THEN $3 - 1 ELSE 0 END) AS shard`,
    [formId, DAYS, SHARDS, JSON.stringify(STEPS.map(([step, total]) => ({ step, total })))],
  );
  await database.query("VACUUM ANALYZE funnel_counts");
}

export async function run() {
  const database = await createBenchDatabase("funnel");
  const server = await startServer({ DATABASE_URL: database.url, CAPTCHA_COST: "1000" });
  try {
    const user = await createUser(server);
    const form = await api.post(
      server,
      "/forms",
      { title: "Busy form", isPublic: true, questions: THREE_PAGES },
      user.token,
    );
    const formId = form.data._id;
    const seedStarted = performance.now();
    await seedFunnel(database, formId);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const rows = (await database.query("SELECT count(*)::int AS n FROM funnel_counts")).rows[0].n;

    const headers = { authorization: `Bearer ${user.token}` };
    const funnelOf = (query) => () =>
      fetch(`${server.url}/api/forms/${formId}/funnel${query}`, { headers });
    const year = await measureLatencies(100, funnelOf(""));
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const month = await measureLatencies(100, funnelOf(`?from=${from}`));
    const data = (await api.get(server, `/forms/${formId}/funnel`, user.token)).data;
    const ms = (sorted) =>
      `${percentile(sorted, 50).toFixed(1)} ms / ${percentile(sorted, 95).toFixed(1)} ms`;
    return [
      ["counter rows seeded (a year, past days folded)", `${rows} in ${seedSeconds.toFixed(1)} s`],
      ["GET /api/forms/{id}/funnel, a year: p50 / p95 of 100", ms(year)],
      ["GET /api/forms/{id}/funnel, 30 days: p50 / p95 of 100", ms(month)],
      [
        "funnel check: views, submissions, rate, median / p90",
        `${data.views}, ${data.submissions}, ${(data.completionRate * 100).toFixed(1)} %, ${data.medianSeconds} s / ${data.p90Seconds} s`,
      ],
    ];
  } finally {
    await server.stop();
    await database.drop();
  }
}
