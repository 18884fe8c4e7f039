import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { startReceiver } from "../support/webhook-receiver.js";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

const FAILURES = 3;
const RESPONSES = 5;
const YEAR_MS = 365 * 24 * 60 * 60_000;

function useWebhookApp(kind: "pglite" | "postgres", minFailingMs: number) {
  const context = useTestApp(kind, {
    env: { WEBHOOK_ALLOW_PRIVATE: "true" },
    jobs: { pollMs: 50, retryBaseMs: 20, breaker: { failures: FAILURES, minFailingMs } },
  });
  const inject = (token: string, method: "GET" | "POST", url: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: bearer(token) });

  /** A form with one webhook to a receiver answering `answer`, and `RESPONSES` responses. */
  async function failingWebhook(answer: Parameters<typeof startReceiver>[0]) {
    const hooks = await startReceiver(answer);
    receivers.push(hooks);
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const webhook = (
      await inject(token, "POST", `/api/forms/${form._id}/webhooks`, { url: hooks.url })
    ).json().data;
    for (let index = 0; index < RESPONSES; index++) {
      const submitted = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers: [{ questionId: form.questions[0]?._id, answer: `Ada ${index}` }] },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
    }
    const read = async () =>
      (await inject(token, "GET", `/api/forms/${form._id}/webhooks`)).json().data[0];
    return { hooks, token, formId: form._id as string, webhookId: webhook._id as string, read };
  }

  const waitingJobs = () =>
    context.database.db.select().from(jobs).where(eq(jobs.kind, "webhook.deliver"));
  return { context, inject, failingWebhook, waitingJobs };
}

describe.each(databaseKinds())("the webhook circuit breaker on %s", (kind) => {
  const { context, inject, failingWebhook, waitingJobs } = useWebhookApp(kind, 0);

  it(`pauses a webhook after ${FAILURES} failures in a row; its deliveries wait for Resume`, async () => {
    let isUp = false;
    const { hooks, token, formId, webhookId, read } = await failingWebhook(() =>
      isUp ? 200 : 503,
    );
    await expect.poll(async () => (await read()).pausedAt, { timeout: 10_000 }).not.toBeNull();
    const paused = await read();
    expect(paused.pauseReason).toBe("The receiver answered 503");
    expect(paused.consecutiveFailures).toBeGreaterThanOrEqual(FAILURES);
    // Every delivery waits, parked, none dropped: none is tried while the webhook is paused.
    const isParked = (job: { runAt: Date }) => job.runAt.getTime() > Date.now() + YEAR_MS;
    await expect
      .poll(async () => (await waitingJobs()).filter(isParked).length, { timeout: 10_000 })
      .toBe(RESPONSES);
    const triedWhilePaused = hooks.received.length;

    const other = await signUp(context.app, context.mailer, "other@example.org");
    const refused = await inject(
      other,
      "POST",
      `/api/forms/${formId}/webhooks/${webhookId}/resume`,
    );
    expect(refused.statusCode).toBe(404);

    isUp = true;
    const resumed = await inject(
      token,
      "POST",
      `/api/forms/${formId}/webhooks/${webhookId}/resume`,
    );
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json()).toMatchObject({
      message: "Webhook resumed",
      data: { pausedAt: null, pauseReason: null, consecutiveFailures: 0 },
    });
    await expect.poll(async () => (await waitingJobs()).length, { timeout: 10_000 }).toBe(0);
    const delivered = hooks.received.slice(triedWhilePaused);
    expect(new Set(delivered.map((hook) => hook.headers["x-formloom-delivery"])).size).toBe(
      RESPONSES,
    );
    expect(await read()).toMatchObject({ pausedAt: null, consecutiveFailures: 0 });
  });

  it("drops a paused webhook's waiting deliveries when it is switched off", async () => {
    const { token, formId, webhookId, read } = await failingWebhook(() => 503);
    await expect.poll(async () => (await read()).pausedAt, { timeout: 10_000 }).not.toBeNull();
    expect((await waitingJobs()).length).toBeGreaterThan(0);
    const switched = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${formId}/webhooks/${webhookId}`,
      headers: bearer(token),
      payload: { isActive: false },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    await expect.poll(async () => (await waitingJobs()).length, { timeout: 10_000 }).toBe(0);
  });
});

describe.each(databaseKinds())("the webhook circuit breaker's time span on %s", (kind) => {
  const { failingWebhook, waitingJobs } = useWebhookApp(kind, 60 * 60_000);

  it("does not pause a webhook failing for less than the span; a success clears the count", async () => {
    let isUp = false;
    const { hooks, read } = await failingWebhook(() => (isUp ? 200 : 500));
    await hooks.waitFor(FAILURES + 1);
    await expect
      .poll(async () => (await read()).consecutiveFailures)
      .toBeGreaterThanOrEqual(FAILURES + 1);
    expect((await read()).pausedAt).toBeNull();
    isUp = true;
    await expect.poll(async () => (await waitingJobs()).length, { timeout: 10_000 }).toBe(0);
    expect(await read()).toMatchObject({ pausedAt: null, consecutiveFailures: 0 });
  });
});
