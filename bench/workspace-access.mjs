// What the workspace role check costs the two hottest calls, on PostgreSQL: GET /api/forms (a
// signed-in owner's dashboard) and POST /api/responses (a public form's submissions), measured
// on this build and, when BENCH_BASELINE names a built checkout of the release before
// workspaces, on that one in the same run, round after round (issue 27: at most 5 % slower).
import path from "node:path";
import autocannon from "autocannon";
import { api, createUser, measureLatencies, percentile } from "./support/api.mjs";
import { withCpuTime } from "./support/cpu-time.mjs";
import { createBenchDatabase } from "./support/postgres.mjs";
import { startServer } from "./support/server.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FORMS = 200;
// Enough for the server's CPU time (counted in 10 ms ticks) to resolve 1 % of a request.
const DASHBOARD_REQUESTS = 1000;
const SUBMIT_SECONDS = 5;
const SUBMIT_CONNECTIONS = 20;
const QUESTIONS = [{ questionType: "text", questionText: "Name", required: true }];

/** A user with FORMS forms and a public one to answer, on a server of its own database. */
async function prepare(label, entry) {
  const database = await createBenchDatabase(`access_${label}`);
  const server = await startServer(
    { DATABASE_URL: database.url, CAPTCHA_COST: "1000", RATE_LIMIT_FACTOR: "1000" },
    entry ? { entry } : {},
  );
  const user = await createUser(server, `${label}@example.org`);
  for (let index = 0; index < FORMS; index += 1) {
    await api.post(
      server,
      "/forms",
      { title: `Survey ${index}`, questions: QUESTIONS },
      user.token,
    );
  }
  const form = await api.post(
    server,
    "/forms",
    {
      title: "Public",
      isPublic: true,
      questions: QUESTIONS,
    },
    user.token,
  );
  const body = JSON.stringify({
    answers: [{ questionId: form.data.questions[0]._id, answer: "Ada" }],
  });
  return {
    label,
    database,
    server,
    user,
    submitUrl: `${server.url}/api/responses/${form.data._id}`,
    body,
  };
}

async function measureRound(side) {
  const headers = { authorization: `Bearer ${side.user.token}` };
  const { result: dashboard, cpu: dashboardCpu } = await withCpuTime(side.server.pid, () =>
    measureLatencies(DASHBOARD_REQUESTS, (index) =>
      fetch(`${side.server.url}/api/forms?page=${(index % 20) + 1}&limit=10`, { headers }),
    ),
  );
  const { result, cpu } = await withCpuTime(side.server.pid, () =>
    autocannon({
      url: side.submitUrl,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: side.body,
      connections: SUBMIT_CONNECTIONS,
      duration: SUBMIT_SECONDS,
    }),
  );
  return {
    dashboardP50: percentile(dashboard, 50),
    dashboardCpuMs: (1000 * dashboardCpu.server) / DASHBOARD_REQUESTS,
    submitRate: result.requests.average,
    refused: result.non2xx + result.errors,
    submitCpuMs: (1000 * cpu.server) / result.requests.total,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summarize(rounds) {
  return {
    dashboardP50: median(rounds.map((round) => round.dashboardP50)),
    dashboardCpuMs: median(rounds.map((round) => round.dashboardCpuMs)),
    submitRate: median(rounds.map((round) => round.submitRate)),
    submitCpuMs: median(rounds.map((round) => round.submitCpuMs)),
    refused: rounds.reduce((sum, round) => sum + round.refused, 0),
  };
}

export async function run() {
  const baseline = process.env.BENCH_BASELINE;
  const sides = [await prepare("now")];
  if (baseline) {
    sides.push(await prepare("baseline", path.join(baseline, "apps/server/dist/main.js")));
  }
  try {
    const rounds = new Map(sides.map((side) => [side.label, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      // Alternated, so that a busy moment of the machine falls on both.
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
        rounds.get(side.label).push(await measureRound(side));
      }
    }
    const now = summarize(rounds.get("now"));
    const rows = [
      [`rounds (medians), forms of the owner`, `${ROUNDS}, ${FORMS}`],
      [
        "GET /api/forms, this build",
        `p50 ${now.dashboardP50.toFixed(2)} ms, server CPU ${now.dashboardCpuMs.toFixed(3)} ms a request`,
      ],
      [
        `POST /api/responses, this build (${SUBMIT_CONNECTIONS} connections)`,
        `${now.submitRate.toFixed(0)} req/s, server CPU ${now.submitCpuMs.toFixed(3)} ms a submission, ${now.refused} not 2xx`,
      ],
    ];
    if (!baseline)
      return [...rows, ["baseline", "set BENCH_BASELINE to a built checkout to compare"]];
    const before = summarize(rounds.get("baseline"));
    const slower = (after, was) => `${(((after - was) / was) * 100).toFixed(1)} %`;
    return [
      ...rows,
      [
        "GET /api/forms, baseline",
        `p50 ${before.dashboardP50.toFixed(2)} ms, server CPU ${before.dashboardCpuMs.toFixed(3)} ms a request`,
      ],
      [
        "POST /api/responses, baseline",
        `${before.submitRate.toFixed(0)} req/s, server CPU ${before.submitCpuMs.toFixed(3)} ms a submission, ${before.refused} not 2xx`,
      ],
      ["GET /api/forms p50: slower by", slower(now.dashboardP50, before.dashboardP50)],
      ["GET /api/forms server CPU: more by", slower(now.dashboardCpuMs, before.dashboardCpuMs)],
      ["POST /api/responses rate: lower by", slower(before.submitRate, now.submitRate)],
      ["POST /api/responses server CPU: more by", slower(now.submitCpuMs, before.submitCpuMs)],
    ];
  } finally {
    for (const side of sides) {
      await side.server.stop();
      await side.database.drop();
    }
  }
}
