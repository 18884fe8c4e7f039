// The job queue under webhook trouble, on the embedded PGlite (issue 22, items 2 and 3):
// (a) how long another form's delivery takes while 50 deliveries hang on a tarpit receiver
//     (one that never answers); (b) GET /api/health p95 while 4,000 deliveries to a refused
//     address (a port nobody listens on) are in the queue.
import { createServer } from "node:http";
import autocannon from "autocannon";
import { api, createUser, percentile } from "./support/api.mjs";
import { startServer } from "./support/server.mjs";

const STUCK = 50;
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 4000);
const HEALTH_SECONDS = 20;
const VICTIM_DEADLINE_MS = 180_000;
const METRICS_TOKEN = "bench-metrics-token-0123456789";

/** formloom_jobs_due: the jobs waiting to run now (not those retrying later, nor parked). */
async function dueJobs(server) {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  return Number(text.match(/^formloom_jobs_due (\S+)$/m)?.[1] ?? Number.NaN);
}

/** A receiver that holds requests (`hold`) or answers 200; `next()` waits for a request. */
async function startReceiver({ hold }) {
  let count = 0;
  let waiter;
  const held = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      count += 1;
      if (hold) held.push(response);
      else response.writeHead(200).end("ok");
      waiter?.();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    count: () => count,
    waitFor: (wanted, deadlineMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("deadline")), deadlineMs);
        const check = () => {
          if (count < wanted) return;
          clearTimeout(timer);
          waiter = undefined;
          resolve();
        };
        waiter = check;
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

/** A closed port: bound for a moment, then released. */
async function refusedUrl() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}/hook`;
}

async function formWithWebhook(server, hookUrl) {
  const user = await createUser(server, `bench-${Math.random().toString(36).slice(2)}@example.org`);
  const form = await api.post(
    server,
    "/forms",
    {
      title: "Bench webhooks",
      isPublic: true,
      questions: [{ questionType: "text", questionText: "Name" }],
    },
    user.token,
  );
  await api.post(server, `/forms/${form.data._id}/webhooks`, { url: hookUrl }, user.token);
  const questionId = form.data.questions[0]._id;
  return {
    url: `${server.url}/api/responses/${form.data._id}`,
    body: JSON.stringify({ answers: [{ questionId, answer: "Ada" }] }),
  };
}

async function submit(form) {
  const response = await fetch(form.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: form.body,
  });
  if (response.status !== 201) throw new Error(`submission answered ${response.status}`);
}

async function measureVictim() {
  const tarpit = await startReceiver({ hold: true });
  const victim = await startReceiver({ hold: false });
  const server = await startServer({ WEBHOOK_ALLOW_PRIVATE: "true", RATE_LIMIT_FACTOR: "1000" });
  try {
    const stuck = await formWithWebhook(server, tarpit.url);
    const other = await formWithWebhook(server, victim.url);
    for (let index = 0; index < STUCK; index++) await submit(stuck);
    await tarpit.waitFor(1, 30_000);
    const started = performance.now();
    await submit(other);
    const delivered = await victim.waitFor(1, VICTIM_DEADLINE_MS).then(
      () => `${(performance.now() - started).toFixed(0)} ms`,
      () => `not within ${VICTIM_DEADLINE_MS / 1000} s`,
    );
    return [
      [`another form's delivery, ${STUCK} deliveries held by a tarpit`, delivered],
      ["requests the tarpit holds meanwhile", String(tarpit.count())],
    ];
  } finally {
    await server.stop();
    await tarpit.close();
    await victim.close();
  }
}

async function measureHealthUnderBacklog() {
  const server = await startServer({
    WEBHOOK_ALLOW_PRIVATE: "true",
    RATE_LIMIT_FACTOR: "1000",
    METRICS_TOKEN,
  });
  try {
    const failing = await formWithWebhook(server, await refusedUrl());
    const load = await autocannon({
      url: failing.url,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: failing.body,
      connections: 10,
      amount: BACKLOG,
    });
    const dueAtStart = await dueJobs(server);
    const times = [];
    const until = performance.now() + HEALTH_SECONDS * 1000;
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/health`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      // A monitoring probe's pace, not a load test: the queue is what loads the server.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const dueAtEnd = await dueJobs(server);
    times.sort((a, b) => a - b);
    return [
      [
        `backlog submitted (${BACKLOG} deliveries to a refused address)`,
        `${load["2xx"]} answers 2xx`,
      ],
      [
        `GET /api/health p50 / p95 / max over ${HEALTH_SECONDS} s after`,
        `${percentile(times, 50).toFixed(1)} ms / ${percentile(times, 95).toFixed(1)} ms / ${times.at(-1).toFixed(0)} ms`,
      ],
      ["deliveries due now, at the window's start / end", `${dueAtStart} / ${dueAtEnd}`],
    ];
  } finally {
    await server.stop();
  }
}

// BENCH_PARTS=health (or victim) runs one part alone, for repeated rounds.
const PARTS = (process.env.BENCH_PARTS ?? "victim,health").split(",");

export async function run() {
  return [
    ...(PARTS.includes("victim") ? await measureVictim() : []),
    ...(PARTS.includes("health") ? await measureHealthUnderBacklog() : []),
  ];
}
