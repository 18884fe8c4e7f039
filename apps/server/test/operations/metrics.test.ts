import { type AddressInfo, createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { enqueueJobs } from "../../src/lib/job-queue.js";
import { signUp } from "../support/accounts.js";
import { createTestDatabase, databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { testConfig, useTestApp } from "../support/test-app.js";

const TOKEN = "metrics-token-of-the-tests";
const withToken = { authorization: `Bearer ${TOKEN}` };

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(databaseKinds())("GET /metrics with METRICS_TOKEN on %s", (kind) => {
  const context = useTestApp(kind, {
    env: { METRICS_TOKEN: TOKEN },
    // The worker must not take the jobs this file counts.
    jobs: { pollMs: 3_600_000 },
  });
  const scrape = async () => {
    const response = await context.app.inject({
      method: "GET",
      url: "/metrics",
      headers: withToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain; version=0.0.4");
    return response.body;
  };

  it("answers 401 without the token or with a wrong one", async () => {
    for (const headers of [{}, { authorization: "Bearer wrong" }, { authorization: TOKEN }]) {
      const response = await context.app.inject({ method: "GET", url: "/metrics", headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toContain("Bearer");
      expect(response.body).not.toContain("http_requests_total");
    }
  });

  it("counts requests by route pattern and status, never by raw URL", async () => {
    const before = await scrape();
    const viewSeries =
      'http_requests_total{method="GET",route="/api/forms/:id/view",status_code="404"}';
    const unmatchedSeries = 'http_requests_total{method="GET",route="unmatched",status_code="404"}';
    const viewsBefore = seriesValue(before, viewSeries) ?? 0;
    const unmatchedBefore = seriesValue(before, unmatchedSeries) ?? 0;
    for (const id of [
      "0190a000-0000-7000-8000-000000000001",
      "0190a000-0000-7000-8000-000000000002",
    ]) {
      await context.app.inject({ method: "GET", url: `/api/forms/${id}/view` });
    }
    await context.app.inject({ method: "GET", url: "/api/no-such-route/abc" });

    const after = await scrape();
    expect(seriesValue(after, viewSeries)).toBe(viewsBefore + 2);
    expect(seriesValue(after, unmatchedSeries)).toBe(unmatchedBefore + 1);
    expect(after).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/forms/:id/view",status_code="404"}',
    );
    expect(after).not.toContain("0190a000-0000-7000-8000-000000000001");
    expect(after).not.toContain("no-such-route");
    expect(after).toContain("process_cpu_seconds_total");
    expect(after).toContain("nodejs_eventloop_lag_seconds");
  });

  it("counts submissions accepted and refused, with the refusal's status", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, formBody({ isPublic: true }));
    const questionId = form.questions[0]?._id;
    const before = await scrape();
    const accepted = 'formloom_submissions_total{outcome="accepted",status_code="201"}';
    const invalid = 'formloom_submissions_total{outcome="refused",status_code="400"}';
    const missing = 'formloom_submissions_total{outcome="refused",status_code="404"}';
    const submit = (formId: string, answer: string) =>
      context.app.inject({
        method: "POST",
        url: `/api/responses/${formId}`,
        payload: { answers: [{ questionId, answer }] },
      });

    expect((await submit(form._id, "Ada")).statusCode).toBe(201);
    expect((await submit(form._id, "Grace")).statusCode).toBe(201);
    expect((await submit(form._id, "")).statusCode).toBe(400);
    expect((await submit("0190a000-0000-7000-8000-00000000000f", "Ada")).statusCode).toBe(404);

    const after = await scrape();
    expect(seriesValue(after, accepted)).toBe((seriesValue(before, accepted) ?? 0) + 2);
    expect(seriesValue(after, invalid)).toBe((seriesValue(before, invalid) ?? 0) + 1);
    expect(seriesValue(after, missing)).toBe((seriesValue(before, missing) ?? 0) + 1);
  });

  it("reports the jobs due now, read when scraped", async () => {
    expect(seriesValue(await scrape(), "formloom_jobs_due")).toBe(0);
    await enqueueJobs(context.database.db, [
      { kind: "deliver-webhook", payload: {} },
      { kind: "deliver-webhook", payload: {} },
      { kind: "deliver-webhook", payload: {}, runAt: new Date(Date.now() + 3_600_000) },
    ]);
    expect(seriesValue(await scrape(), "formloom_jobs_due")).toBe(2);
  });

  it("has no shared-limits series without Redis", async () => {
    expect(await scrape()).not.toContain("formloom_shared_limits");
  });

  it(
    kind === "postgres"
      ? "reports the pool's connections in use, idle and waiting"
      : "has no pool series on the embedded database (it has no pool)",
    async () => {
      const text = await scrape();
      const inUse = seriesValue(text, "formloom_database_pool_connections_in_use");
      const waiting = seriesValue(text, "formloom_database_pool_requests_waiting");
      if (kind === "postgres") {
        expect(inUse).toBeGreaterThanOrEqual(0);
        expect(seriesValue(text, "formloom_database_pool_connections_idle")).toBeGreaterThan(0);
        expect(waiting).toBe(0);
      } else {
        expect(inUse).toBeUndefined();
        expect(waiting).toBeUndefined();
      }
    },
  );
});

describe("where /metrics is served", () => {
  it("is not served at all without METRICS_TOKEN or METRICS_PORT", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildApp({ config: testConfig(), database });
    try {
      const response = await app.inject({ method: "GET", url: "/metrics", headers: withToken });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("http_requests_total");
    } finally {
      await app.close();
      await database.destroy();
    }
  });

  it("is served alone and without a token on METRICS_PORT, beside the detailed readiness, and not on the main port", async () => {
    const port = await freePort();
    const database = await createTestDatabase("pglite");
    const app = await buildApp({
      config: testConfig({ METRICS_PORT: String(port), HOST: "127.0.0.1" }),
      database,
    });
    try {
      await app.ready();
      const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain("process_cpu_seconds_total");
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      const readiness = await fetch(`http://127.0.0.1:${port}/health/ready`);
      expect(readiness.status).toBe(200);
      expect(await readiness.json()).toEqual({
        statusCode: 200,
        message: "Ready",
        data: { database: "up", migrations: "applied", storage: "up" },
      });
      expect((await fetch(`http://127.0.0.1:${port}/constructor`)).status).toBe(404);
      const onMainPort = await app.inject({ method: "GET", url: "/metrics" });
      expect(onMainPort.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.destroy();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
