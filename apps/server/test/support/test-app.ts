import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { type Config, loadConfig } from "../../src/config.js";
import type { Mailer } from "../../src/lib/mailer.js";
import type { ExportLimits } from "../../src/modules/responses/export/export-slots.js";
import type { JobWorkerTuning } from "../../src/plugins/job-worker.js";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./databases.js";
import { createMemoryMailer, type MemoryMailer } from "./memory-mailer.js";
import { watchUndeclaredErrors } from "./undeclared-errors.js";

export type TestContext = {
  app: App;
  database: TestDatabase;
  config: Config;
  mailer: MemoryMailer;
};

export function testConfig(env: NodeJS.ProcessEnv = {}, webDistDir?: string): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-test-"));
  // A captcha solved in microseconds and room for the sign-ups of a whole test file.
  return loadConfig(
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      CAPTCHA_COST: "50",
      RATE_LIMIT_FACTOR: "100",
      ...env,
    },
    webDistDir ? { webDistDir } : {},
  );
}

/**
 * Registers hooks that build the real app on a fresh database of the given kind once per file,
 * and empty its tables before every test. Read the context inside tests, not at collection time.
 */
export function useTestApp(
  kind: DatabaseKind,
  options: {
    env?: NodeJS.ProcessEnv;
    webDistDir?: string;
    /** Adds routes of the test's own before the app starts. */
    beforeReady?: (app: App) => void;
    /** Quicker background jobs (retries, the owner's mail interval). */
    jobs?: JobWorkerTuning;
    /** Fewer export slots, a shorter wait for one. */
    exportLimits?: ExportLimits;
    /** Delivers the app's mail too (an SMTP server); the memory mailer still keeps a copy. */
    alsoMailTo?: (config: Config) => Mailer;
  } = {},
): TestContext {
  const context = {} as TestContext;
  let undeclaredErrors: string[] = [];
  beforeAll(async () => {
    context.config = testConfig(options.env, options.webDistDir);
    context.database = await createTestDatabase(kind);
    context.mailer = createMemoryMailer();
    const extra = options.alsoMailTo?.(context.config);
    const memory = context.mailer;
    context.app = await buildApp({
      config: context.config,
      database: context.database,
      mailer: extra
        ? {
            send: async (mail) => {
              await extra.send(mail);
              await memory.send(mail);
            },
          }
        : memory,
      jobs: options.jobs,
      exportLimits: options.exportLimits,
    });
    undeclaredErrors = watchUndeclaredErrors(context.app);
    options.beforeReady?.(context.app);
    await context.app.ready();
    // The worker starts when the server listens; these tests only inject.
    context.app.jobs.start();
  });
  beforeEach(async () => {
    // Work a previous test started after its reply must not race the truncation.
    await context.app.afterReply.settle();
    await context.database.reset();
    context.mailer.sent.length = 0;
    context.mailer.failDelivery(false);
  });
  afterEach(() => {
    const found = undeclaredErrors.splice(0);
    expect(found, "error codes the routes do not list in config.errors").toEqual([]);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.destroy();
    if (context.config) rmSync(context.config.dataDir, { recursive: true, force: true });
  });
  return context;
}
