import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { webhooks } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { type ReceivedHook, startReceiver } from "../support/webhook-receiver.js";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const receiver of receivers.splice(0)) await receiver.close();
});

/** The headers a receiver hands to `Webhook.verify`, as strings. */
function headersOf(hook: ReceivedHook): Record<string, string> {
  return Object.fromEntries(
    Object.entries(hook.headers).map(([name, value]) => [name, String(value)]),
  );
}

/** Verifies as a receiver would, `minutesLater` after the delivery arrived. */
function verifyLater(secret: string, hook: ReceivedHook, minutesLater: number, changes = {}) {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + minutesLater * 60_000 });
  try {
    return new Webhook(secret).verify(hook.body, { ...headersOf(hook), ...changes });
  } finally {
    vi.useRealTimers();
  }
}

describe.each(databaseKinds())("webhook signatures on %s", (kind) => {
  const context = useTestApp(kind, {
    env: { WEBHOOK_ALLOW_PRIVATE: "true" },
    jobs: { pollMs: 50, retryBaseMs: 20 },
  });

  async function webhookOnNewForm() {
    const hooks = await startReceiver(() => 200);
    receivers.push(hooks);
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const created = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/webhooks`,
      headers: bearer(token),
      payload: { url: hooks.url },
    });
    const webhook = created.json().data;
    const sendTest = () =>
      context.app.inject({
        method: "POST",
        url: `/api/forms/${form._id}/webhooks/${webhook._id}/test`,
        headers: bearer(token),
      });
    return { hooks, webhook, form, token, sendTest };
  }

  it("signs each delivery the Standard Webhooks way: the library verifies it with the secret shown", async () => {
    const { hooks, webhook, form } = await webhookOnNewForm();
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const submitted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: { answers: [{ questionId: form.questions[0]?._id, answer: "Ada" }] },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await hooks.waitFor(1);
    const [hook] = hooks.received as [ReceivedHook];

    expect(hook.headers["webhook-id"]).toBe(hook.headers["x-formloom-delivery"]);
    expect(Number(hook.headers["webhook-timestamp"])).toBeCloseTo(Date.now() / 1000, -2);
    expect(new Webhook(webhook.secret).verify(hook.body, headersOf(hook))).toMatchObject({
      event: "response.created",
      response: { _id: submitted.json().data._id },
    });
    // Deprecated, kept for one release: the body alone, keyed with the secret's text.
    const legacy = createHmac("sha256", webhook.secret).update(hook.body).digest("hex");
    expect(hook.headers["x-formloom-signature"]).toBe(`sha256=${legacy}`);
  });

  it("a captured delivery does not verify under a new id or timestamp, nor 5 minutes later", async () => {
    const { hooks, webhook, sendTest } = await webhookOnNewForm();
    expect((await sendTest()).json().data.isSuccess).toBe(true);
    const [hook] = hooks.received as [ReceivedHook];
    const timestamp = Number(hook.headers["webhook-timestamp"]);

    expect(verifyLater(webhook.secret, hook, 4)).toMatchObject({ event: "ping" });
    expect(() =>
      verifyLater(webhook.secret, hook, 0, { "webhook-id": crypto.randomUUID() }),
    ).toThrow("No matching signature found");
    expect(() =>
      verifyLater(webhook.secret, hook, 6, { "webhook-timestamp": String(timestamp + 360) }),
    ).toThrow("No matching signature found");
    expect(() => verifyLater(webhook.secret, hook, 6)).toThrow("Message timestamp too old");
  });

  it("keeps a secret made before Standard Webhooks (base64url) signing with the same key", async () => {
    const { hooks, webhook, sendTest } = await webhookOnNewForm();
    const oldSecret = "whsec_Ab-_cdEFgh-_ijKLmn-_opQRst-_uvWX";
    await context.database.db
      .update(webhooks)
      .set({ secret: oldSecret })
      .where(eq(webhooks.id, webhook._id));
    expect((await sendTest()).json().data.isSuccess).toBe(true);
    const [hook] = hooks.received as [ReceivedHook];

    const legacy = createHmac("sha256", oldSecret).update(hook.body).digest("hex");
    expect(hook.headers["x-formloom-signature"]).toBe(`sha256=${legacy}`);
    // The libraries read standard base64 only: docs/api.md tells owners to swap - and _ after the
    // prefix for + and / (the same key), or to replace the secret.
    expect(() => new Webhook(oldSecret)).toThrow();
    const sameKey = `whsec_${oldSecret.slice(6).replaceAll("-", "+").replaceAll("_", "/")}`;
    expect(new Webhook(sameKey).verify(hook.body, headersOf(hook))).toMatchObject({
      event: "ping",
    });
  });
});
