import { rmSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Config } from "../src/config.js";
import { type DatabaseHandle, openDatabase } from "../src/db/client.js";
import { signUp } from "./support/accounts.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/databases.js";
import { createForm, formBody } from "./support/forms.js";
import { createMemoryMailer, type MemoryMailer } from "./support/memory-mailer.js";
import { sleep } from "./support/raw-http.js";
import { createTcpProxy, type TcpProxy } from "./support/tcp-proxy.js";
import { testConfig } from "./support/test-app.js";

const SECRET_ANSWER = "my-secret-answer-7f3a";
const UNAVAILABLE = "The service is briefly unavailable. Please try again in a moment.";

/** The app on a database of its own, its log lines kept as parsed JSON. */
async function buildLoggedApp(config: Config, database: DatabaseHandle) {
  const lines: Array<Record<string, unknown>> = [];
  const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, mailer, logStream });
  return { app, lines, mailer };
}

// The lines that carry a failure; each failed request also ends with a "request completed" line.
const errorLines = (lines: Array<Record<string, unknown>>) =>
  lines.filter((line) => (line.level as number) >= 50 && line.msg !== "request completed");

async function publicTextForm(app: App, mailer: MemoryMailer, email: string) {
  const owner = await signUp(app, mailer, email);
  const form = await createForm(
    app,
    owner,
    formBody({ isPublic: true, questions: [{ questionType: "text", questionText: "Name?" }] }),
  );
  return { formId: form._id, questionId: form.questions[0]?._id ?? "" };
}

function submit(app: App, form: { formId: string; questionId: string }) {
  return app.inject({
    method: "POST",
    url: `/api/responses/${form.formId}`,
    payload: { answers: [{ questionId: form.questionId, answer: SECRET_ANSWER }] },
  });
}

describe.each(databaseKinds())("failed queries in the log on %s", (kind) => {
  let database: TestDatabase;
  let config: Config;
  let app: App;
  let lines: Array<Record<string, unknown>>;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    config = testConfig({ LOG_LEVEL: "info" });
    ({ app, lines } = await buildLoggedApp(config, database));
    app.post("/test/failing-query", async (request) => {
      const { value, cast } = request.body as { value: string; cast: string };
      const statement =
        cast === "int" ? sql`select ${value}::int as n` : sql`select ${value}::text, 1 / 0`;
      await app.db.execute(statement);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("logs the driver's code and the statement, never the query's parameters", async () => {
    for (const cast of ["int", "text"]) {
      const response = await app.inject({
        method: "POST",
        url: "/test/failing-query",
        payload: { cast, value: SECRET_ANSWER },
      });
      expect(response.statusCode).toBe(500);
    }
    const logged = errorLines(lines);
    expect(logged).toHaveLength(2);
    expect(logged.map((line) => (line.err as { code: string }).code)).toEqual(["22P02", "22012"]);
    for (const line of logged) {
      expect((line.err as { statement: string }).statement).toMatch(/^select #[0-9a-f]{8}$/);
    }
    expect(JSON.stringify(lines)).not.toContain(SECRET_ANSWER);
  });
});

const postgresOnly = databaseKinds().includes("postgres");

describe.skipIf(!postgresOnly)("PostgreSQL out of reach or stuck", () => {
  // PGlite runs inside the server's process: there is no connection to lose, no other
  // session to hold a lock, and no pool to run dry, so these cases exist on PostgreSQL only.
  let base: TestDatabase;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let config: Config;
  let app: App;
  let lines: Array<Record<string, unknown>>;
  let mailer: MemoryMailer;
  beforeAll(async () => {
    base = await createTestDatabase("postgres");
    const url = new URL(base.url ?? "");
    proxy = await createTcpProxy(url.hostname, Number(url.port || 5432));
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 1000 });
    config = testConfig({ LOG_LEVEL: "info" });
    ({ app, lines, mailer } = await buildLoggedApp(config, database));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.stop();
    await base?.destroy();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After while the database is away, logging one line, then one when it is back", async () => {
    const form = await publicTextForm(app, mailer, "away@example.org");
    lines.length = 0;
    await proxy.stop();

    const failures = await Promise.all(Array.from({ length: 20 }, () => submit(app, form)));
    for (const response of failures) {
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        statusCode: 503,
        code: "DATABASE_UNAVAILABLE",
        message: UNAVAILABLE,
      });
    }
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(503);
    const logged = errorLines(lines);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.msg).toContain("database unavailable");
    expect(JSON.stringify(lines)).not.toContain(SECRET_ANSWER);

    await proxy.start();
    for (let waited = 0; waited < 10_000; waited += 100) {
      if (lines.some((line) => line.msg === "database available again")) break;
      await sleep(100);
    }
    const recovered = lines.find((line) => line.msg === "database available again");
    expect(recovered?.failedRequests).toBe(21);
    expect((await submit(app, form)).statusCode).toBe(201);
    expect(errorLines(lines)).toHaveLength(1);
  }, 30_000);

  it("cancels a submission stuck behind a locked table within the statement timeout; other routes still answer", async () => {
    const form = await publicTextForm(app, mailer, "locked@example.org");
    const locker = new pg.Client({ connectionString: base.url });
    await locker.connect();
    try {
      await locker.query("BEGIN");
      await locker.query("LOCK TABLE responses IN ACCESS EXCLUSIVE MODE");
      const started = Date.now();
      const stuck = await Promise.all(Array.from({ length: 3 }, () => submit(app, form)));
      const took = Date.now() - started;
      for (const response of stuck) {
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("5");
      }
      expect(took).toBeLessThan(2500);
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const view = await app.inject({ method: "GET", url: `/api/forms/${form.formId}/view` });
      expect(view.statusCode).toBe(200);
    } finally {
      await locker.query("ROLLBACK").catch(() => {});
      await locker.end();
    }
    expect((await submit(app, form)).statusCode).toBe(201);
  }, 30_000);
});
