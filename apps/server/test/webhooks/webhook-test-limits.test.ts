import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/plugins/rate-limits.js";
import { bearer, signUp } from "../support/accounts.js";
import { type DatabaseKind, databaseKinds } from "../support/databases.js";
import { createForm } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { startReceiver } from "../support/webhook-receiver.js";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

// Counted in each server's memory, and in Redis (shared by every server) when TEST_REDIS_URL is set.
const setups: Array<{ kind: DatabaseKind; store: string; redisUrl?: string }> = databaseKinds().map(
  (kind) => ({ kind, store: "memory" }),
);
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) setups.push({ kind: "pglite", store: "Redis", redisUrl });

describe.each(setups)("Send test's limits on $kind, counted in $store", ({ kind, redisUrl }) => {
  // The limits as shipped: no factor loosening them.
  const context = useTestApp(kind, {
    env: {
      WEBHOOK_ALLOW_PRIVATE: "true",
      RATE_LIMIT_FACTOR: "1",
      // A prefix of its own: counts left in Redis by an earlier run (sign-ups) must not carry over.
      ...(redisUrl
        ? {
            REDIS_URL: redisUrl,
            REDIS_KEY_PREFIX: `formloom-test-${randomBytes(6).toString("hex")}:`,
          }
        : {}),
    },
  });

  async function webhookOf(email: string, answer: Parameters<typeof startReceiver>[0]) {
    const hooks = await startReceiver(answer);
    receivers.push(hooks);
    const token = await signUp(context.app, context.mailer, email);
    const form = await createForm(context.app, token);
    const webhook = (
      await context.app.inject({
        method: "POST",
        url: `/api/forms/${form._id}/webhooks`,
        headers: bearer(token),
        payload: { url: hooks.url },
      })
    ).json().data;
    const sendTest = () =>
      context.app.inject({
        method: "POST",
        url: `/api/forms/${form._id}/webhooks/${webhook._id}/test`,
        headers: bearer(token),
      });
    return { hooks, sendTest };
  }

  it("answers 429 with Retry-After once an owner has sent the minute's tests; others still may", async () => {
    const { hooks, sendTest } = await webhookOf("ada@example.org", () => 200);
    const { max } = RATE_LIMITS.webhookTestPerUser;
    for (let sent = 0; sent < max; sent += 1) {
      expect((await sendTest()).statusCode).toBe(200);
    }
    const limited = await sendTest();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(hooks.received).toHaveLength(max);

    const other = await webhookOf("grace@example.org", () => 200);
    expect((await other.sendTest()).statusCode).toBe(200);
  });

  it("holds at most 5 of an owner's tests at once: the next answers 429 until one ends", async () => {
    const { hooks, sendTest } = await webhookOf("ada@example.org", () => null);
    const held = Array.from({ length: 5 }, () => sendTest());
    await hooks.waitFor(5);

    const refused = await sendTest();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("10");
    expect(hooks.received).toHaveLength(5);

    await hooks.close();
    for (const answer of await Promise.all(held)) {
      expect(answer.json().data).toMatchObject({ isSuccess: false, error: "Could not connect" });
    }
    expect((await sendTest()).statusCode).toBe(200);
  });
});
