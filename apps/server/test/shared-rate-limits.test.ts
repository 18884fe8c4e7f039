import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, buildApp } from "../src/app.js";
import type { Config } from "../src/config.js";
import { sharedRateLimitStore } from "../src/lib/shared-rate-limit-store.js";
import { connectSharedRedis, type SharedRedis } from "../src/lib/shared-redis.js";
import { LOGIN_FAILURE_LIMITS, RATE_LIMITS } from "../src/plugins/rate-limits.js";
import { STRONG_PASSWORD, signUp } from "./support/accounts.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/databases.js";
import { createMemoryMailer } from "./support/memory-mailer.js";
import { createTcpProxy, type TcpProxy } from "./support/tcp-proxy.js";
import { testConfig } from "./support/test-app.js";

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) {
  console.warn(
    "!!! TEST_REDIS_URL is not set: the rate limits shared through Redis are NOT tested (set it, e.g. redis://127.0.0.1:6379)",
  );
}

type LogLine = { level: number; msg: string };
const WARN = 40;

/** Keys of this run only, so files and runs sharing one Redis do not count each other's requests. */
const uniquePrefix = () => `formloom-test-${randomBytes(6).toString("hex")}:`;

async function buildServer(database: TestDatabase, env: NodeJS.ProcessEnv) {
  const config = testConfig({ RATE_LIMIT_FACTOR: "1", LOG_LEVEL: "warn", ...env });
  const log: LogLine[] = [];
  const logStream = { write: (line: string) => log.push(JSON.parse(line)) };
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, database, mailer, logStream });
  await app.ready();
  return { app, config, log, mailer };
}

async function closeServer(server: { app: App; config: Config } | undefined) {
  await server?.app.close();
  if (server) rmSync(server.config.dataDir, { recursive: true, force: true });
}

const redisWarnings = (log: LogLine[]) =>
  log.filter((line) => line.level === WARN && /redis/i.test(line.msg)).map((line) => line.msg);

/** One request counted by a rate-limit store, as the plugin counts it: how many so far. */
const count = (store: FastifyRateLimitStore, key: string) =>
  new Promise<number>((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error ? reject(error) : resolve(result?.current ?? 0)),
      60_000,
      10,
    ),
  );

/** The formloom_shared_limits series of the server's metrics, by mode. */
async function sharedLimitsSeries(app: App): Promise<Record<string, number>> {
  const text = await app.metrics.registry.metrics();
  return Object.fromEntries(
    [...text.matchAll(/^formloom_shared_limits\{mode="([\w-]+)"\} (\d+)$/gm)].map((match) => [
      match[1],
      Number(match[2]),
    ]),
  );
}

const forgotPassword = (app: App, from: string, email: string) =>
  app.inject({
    method: "POST",
    url: "/api/users/forget-password",
    remoteAddress: from,
    payload: { email },
  });

describe.each(databaseKinds())("rate limits without Redis on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("warns at start-up that DATABASE_URL without REDIS_URL leaves each server its own limits", async () => {
    const server = await buildServer(database, { DATABASE_URL: "postgres://db.example/formloom" });
    try {
      expect(redisWarnings(server.log)).toEqual([
        expect.stringContaining("DATABASE_URL is set without REDIS_URL"),
      ]);
    } finally {
      await closeServer(server);
    }
  });

  it("says nothing of Redis for a single server on the embedded database", async () => {
    const server = await buildServer(database, {});
    try {
      expect(redisWarnings(server.log)).toEqual([]);
    } finally {
      await closeServer(server);
    }
  });
});

describe.skipIf(!REDIS_URL).each(databaseKinds())(
  "rate limits shared through Redis on %s",
  (kind) => {
    const { max } = RATE_LIMITS.forgotPasswordPerIp;
    let database: TestDatabase;
    let proxy: TcpProxy;
    let servers: Awaited<ReturnType<typeof buildServer>>[] = [];
    beforeAll(async () => {
      const redis = new URL(REDIS_URL ?? "");
      proxy = await createTcpProxy(redis.hostname, Number(redis.port || 6379));
      database = await createTestDatabase(kind);
      redis.hostname = "127.0.0.1";
      redis.port = String(proxy.port);
      const env = { REDIS_URL: redis.toString(), REDIS_KEY_PREFIX: uniquePrefix() };
      servers = [await buildServer(database, env), await buildServer(database, env)];
    });
    afterAll(async () => {
      for (const server of servers) await closeServer(server);
      await database?.destroy();
      await proxy?.stop();
    });
    const serverA = () => servers[0]?.app as App;
    const serverB = () => servers[1]?.app as App;

    it(`lets two servers answer only ${max} forgot-password requests from one address, not twice as many`, async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 2 * max; attempt++) {
        const server = attempt % 2 === 0 ? serverA() : serverB();
        const reply = await forgotPassword(server, "10.1.0.1", `user${attempt}@example.org`);
        statuses.push(reply.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(max);
      expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
    });

    it("counts wrong passwords on every server against one cap", async () => {
      const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
      await signUp(first.app, first.mailer, "owner@example.org");
      const { max: failures } = LOGIN_FAILURE_LIMITS.perAccountAndIp;
      const signIn = async (app: App, password: string) => {
        const challenge = (
          await app.inject({
            method: "GET",
            url: "/api/captcha/challenge",
            remoteAddress: "10.5.0.1",
          })
        ).json();
        const solution = await solveChallenge({ challenge, deriveKey });
        return app.inject({
          method: "POST",
          url: "/api/users/login",
          remoteAddress: "10.5.0.1",
          payload: {
            email: "owner@example.org",
            password,
            "g-recaptcha-response": Buffer.from(JSON.stringify({ challenge, solution })).toString(
              "base64",
            ),
          },
        });
      };
      for (let attempt = 0; attempt < failures; attempt++) {
        const app = attempt % 2 === 0 ? first.app : second.app;
        expect((await signIn(app, "Wr0ng!password")).statusCode).toBe(401);
      }
      for (const app of [first.app, second.app]) {
        expect((await signIn(app, STRONG_PASSWORD)).statusCode).toBe(429);
      }
    });

    it("keeps answering while Redis is away, then limits again once it is back, logging each once", async () => {
      for (const server of servers) server.log.length = 0;
      let isLoading = true;
      const statuses: number[] = [];
      let sent = 0;
      // Load: requests from many addresses, one after another on each of four lanes.
      const lanes = Array.from({ length: 4 }, async (_, lane) => {
        while (isLoading) {
          const server = sent % 2 === 0 ? serverA() : serverB();
          const reply = await forgotPassword(
            server,
            `10.2.${lane}.${sent++ % 200}`,
            "a@example.org",
          );
          statuses.push(reply.statusCode);
        }
      });

      try {
        await vi.waitFor(() => expect(statuses.length).toBeGreaterThan(20));
        expect(await sharedLimitsSeries(serverA())).toEqual({
          redis: 1,
          "fail-open": 0,
          memory: 0,
        });
        await proxy.stop();
        await vi.waitFor(() => expect(serverA().sharedRedis?.mode()).toBe("fail-open"));
        expect(await sharedLimitsSeries(serverA())).toEqual({
          redis: 0,
          "fail-open": 1,
          memory: 0,
        });
        // While Redis is away the limit fails open: one address gets past its maximum.
        const duringOutage: number[] = [];
        for (let attempt = 0; attempt < max + 5; attempt++) {
          duringOutage.push(
            (await forgotPassword(serverA(), "10.3.0.1", `u${attempt}@x.org`)).statusCode,
          );
        }
        expect(duringOutage.every((status) => status === 200)).toBe(true);

        await proxy.start();
        await vi.waitFor(
          () => {
            expect(serverA().sharedRedis?.mode()).toBe("redis");
            expect(serverB().sharedRedis?.mode()).toBe("redis");
          },
          { timeout: 10_000 },
        );
      } finally {
        isLoading = false;
        await Promise.all(lanes);
      }

      expect(statuses.length).toBeGreaterThan(40);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      for (const server of servers) {
        expect(redisWarnings(server.log)).toEqual([
          expect.stringContaining("Redis is unreachable"),
          expect.stringContaining("Redis is reachable again"),
        ]);
      }

      const afterRecovery: number[] = [];
      for (let attempt = 0; attempt <= max; attempt++) {
        const server = attempt % 2 === 0 ? serverA() : serverB();
        afterRecovery.push(
          (await forgotPassword(server, "10.4.0.1", `v${attempt}@x.org`)).statusCode,
        );
      }
      expect(afterRecovery.slice(0, max).every((status) => status === 200)).toBe(true);
      expect(afterRecovery[max]).toBe(429);
    }, 30_000);
  },
);

describe.skipIf(!REDIS_URL)("a Redis that stays away", () => {
  let proxy: TcpProxy;
  let redis: SharedRedis | undefined;
  const warnings: string[] = [];
  beforeAll(async () => {
    const target = new URL(REDIS_URL ?? "");
    proxy = await createTcpProxy(target.hostname, Number(target.port || 6379));
  });
  afterAll(async () => {
    await redis?.close();
    await proxy?.stop();
  });

  it("fails open for the window, then counts in memory until Redis returns, logging each change once", async () => {
    redis = await connectSharedRedis({
      url: `redis://127.0.0.1:${proxy.port}`,
      keyPrefix: uniquePrefix(),
      log: { warn: (message) => warnings.push(message) },
      failOpenMs: 500,
    });
    expect(redis.mode()).toBe("redis");
    await proxy.stop();
    await vi.waitFor(() => expect(redis?.mode()).toBe("fail-open"));
    const store = new (sharedRateLimitStore(redis))({});
    await expect(count(store, "fail-open-key")).rejects.toThrow();
    await vi.waitFor(() => expect(redis?.mode()).toBe("memory"));
    for (const expected of [1, 2, 3]) expect(await count(store, "memory-key")).toBe(expected);
    expect(warnings).toEqual([
      expect.stringContaining("Redis is unreachable"),
      expect.stringContaining("each server now counts rate limits on its own"),
    ]);
    await proxy.start();
    await vi.waitFor(() => expect(redis?.mode()).toBe("redis"), { timeout: 10_000 });
    expect(warnings).toHaveLength(3);
    expect(warnings[2]).toContain("Redis is reachable again");
  });

  it("finds a Redis that stops answering with its connection open, and lets requests through at once meanwhile", async () => {
    const local: string[] = [];
    const hanging = await connectSharedRedis({
      url: `redis://127.0.0.1:${proxy.port}`,
      keyPrefix: uniquePrefix(),
      log: { warn: (message) => local.push(message) },
      failOpenMs: 2_000,
      heartbeatMs: 100,
    });
    try {
      const store = new (sharedRateLimitStore(hanging))({});
      expect(await count(store, "hang-key")).toBe(1);
      proxy.freeze();
      await vi.waitFor(() => expect(hanging.mode()).toBe("fail-open"), { timeout: 5_000 });
      expect(local).toEqual([expect.stringContaining("no answer within 1 s")]);
      // No request waits out a command timeout while Redis hangs.
      const started = Date.now();
      await expect(count(store, "hang-key")).rejects.toThrow("Redis is away");
      expect(Date.now() - started).toBeLessThan(100);
      await vi.waitFor(() => expect(hanging.mode()).toBe("memory"), { timeout: 5_000 });
      expect(await count(store, "hang-key")).toBe(1);

      proxy.thaw();
      await vi.waitFor(() => expect(hanging.mode()).toBe("redis"), { timeout: 5_000 });
      expect(await count(store, "hang-key")).toBe(2);
      expect(local).toEqual([
        expect.stringContaining("Redis is unreachable"),
        expect.stringContaining("each server now counts rate limits on its own"),
        expect.stringContaining("Redis is reachable again"),
      ]);
    } finally {
      proxy.thaw();
      await hanging.close();
    }
  });

  it("lets the server start when Redis does not answer, failing open until it does", async () => {
    await proxy.stop();
    const local: string[] = [];
    const started = Date.now();
    const unreachable = await connectSharedRedis({
      url: `redis://127.0.0.1:${proxy.port}`,
      keyPrefix: uniquePrefix(),
      log: { warn: (message) => local.push(message) },
    });
    try {
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(unreachable.mode()).toBe("fail-open");
      expect(local).toEqual([expect.stringContaining("Redis is unreachable")]);
      await proxy.start();
      await vi.waitFor(() => expect(unreachable.mode()).toBe("redis"), { timeout: 10_000 });
    } finally {
      await unreachable.close();
    }
  });
});
