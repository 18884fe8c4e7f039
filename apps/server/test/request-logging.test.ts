import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Config } from "../src/config.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/databases.js";
import { createMemoryMailer } from "./support/memory-mailer.js";
import { testConfig } from "./support/test-app.js";

type LogLine = { level: number; msg: string; res?: { statusCode: number } };
const INFO = 30;
const ERROR = 50;

describe.each(databaseKinds())("request logging in production on %s", (kind) => {
  let database: TestDatabase;
  let config: Config;
  let app: App;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    config = testConfig({ NODE_ENV: "production", LOG_LEVEL: "info" });
    const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };
    app = await buildApp({ config, database, mailer: createMemoryMailer(), logStream });
    app.get("/test/broken", async () => {
      throw new Error("broken on purpose");
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it("writes no line for routine requests at the info level", async () => {
    lines.length = 0;
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/forms" })).statusCode).toBe(401);
    expect(lines.filter((line) => line.level >= INFO)).toEqual([]);
  });

  it("always logs a request that ended in a server error, with its status", async () => {
    lines.length = 0;
    expect((await app.inject({ method: "GET", url: "/test/broken" })).statusCode).toBe(500);
    const completed = lines.filter((line) => line.msg === "request completed");
    expect(completed).toHaveLength(1);
    expect(completed[0]).toMatchObject({ level: ERROR, res: { statusCode: 500 } });
  });
});
