import { createHmac } from "node:crypto";
import { WEBHOOK_MESSAGES } from "@formloom/shared";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema.js";
import { insertWebhook } from "../../src/modules/webhooks/repo.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { startReceiver } from "../support/webhook-receiver.js";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});
async function receiver(answer: Parameters<typeof startReceiver>[0] = () => 200) {
  const started = await startReceiver(answer);
  receivers.push(started);
  return started;
}

const sign = (secret: string, body: string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

describe.each(databaseKinds())("webhooks on %s", (kind) => {
  const context = useTestApp(kind, {
    env: { WEBHOOK_ALLOW_PRIVATE: "true" },
    jobs: { pollMs: 50, retryBaseMs: 20 },
  });
  const inject = (
    token: string,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => context.app.inject({ method, url, payload, headers: bearer(token) });

  async function ownerWithForm() {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    return { token, formId: form._id as string };
  }

  async function submitTo(formId: string, token: string, answer = "Ada") {
    const form = (await inject(token, "GET", `/api/forms/${formId}`)).json().data;
    const response = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: [{ questionId: form.questions[0]._id, answer }] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data._id as string;
  }

  it("creates, lists, updates and deletes a webhook; shows its secret once; 404 to others", async () => {
    const { token, formId } = await ownerWithForm();
    const created = await inject(token, "POST", `/api/forms/${formId}/webhooks`, {
      url: "https://example.org/hook",
    });
    expect(created.statusCode, created.body).toBe(201);
    const webhook = created.json().data;
    expect(webhook).toMatchObject({ url: "https://example.org/hook", isActive: true });
    expect(webhook.secret).toMatch(/^whsec_/);

    const listed = (await inject(token, "GET", `/api/forms/${formId}/webhooks`)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].secret).toBeUndefined();

    const updated = await inject(token, "PUT", `/api/forms/${formId}/webhooks/${webhook._id}`, {
      isActive: false,
    });
    expect(updated.json().data).toMatchObject({ isActive: false, url: "https://example.org/hook" });

    const other = await signUp(context.app, context.mailer, "other@example.org");
    for (const [method, url] of [
      ["GET", `/api/forms/${formId}/webhooks`],
      ["PUT", `/api/forms/${formId}/webhooks/${webhook._id}`],
      ["DELETE", `/api/forms/${formId}/webhooks/${webhook._id}`],
      ["POST", `/api/forms/${formId}/webhooks/${webhook._id}/test`],
      ["POST", `/api/forms/${formId}/webhooks/${webhook._id}/secret`],
      ["GET", `/api/forms/${formId}/webhooks/${webhook._id}/deliveries`],
    ] as const) {
      const answer = await inject(
        other,
        method,
        url,
        method === "PUT" ? { isActive: true } : undefined,
      );
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }

    const deleted = await inject(token, "DELETE", `/api/forms/${formId}/webhooks/${webhook._id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await inject(token, "GET", `/api/forms/${formId}/webhooks`)).json().data).toEqual([]);
  });

  it("refuses an address that is not http(s)", async () => {
    const { token, formId } = await ownerWithForm();
    const refused = await inject(token, "POST", `/api/forms/${formId}/webhooks`, {
      url: "ftp://example.org/hook",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.url).toBe(
      "The webhook address must start with http:// or https://",
    );
    const withLineBreak = await inject(token, "POST", `/api/forms/${formId}/webhooks`, {
      url: "https://example.org/hook\r\nX-Injected: 1",
    });
    expect(withLineBreak.statusCode).toBe(400);
    expect(withLineBreak.json().errors.url).toBe(
      "The webhook address cannot contain spaces, tabs or line breaks",
    );
    expect((await inject(token, "GET", `/api/forms/${formId}/webhooks`)).json().data).toEqual([]);
  });

  it("POSTs each new response, signed with the webhook's secret", async () => {
    const { token, formId } = await ownerWithForm();
    const hooks = await receiver();
    const { secret } = (
      await inject(token, "POST", `/api/forms/${formId}/webhooks`, { url: hooks.url })
    ).json().data;
    const responseId = await submitTo(formId, token, "Grace");
    await hooks.waitFor(1);

    const [hook] = hooks.received;
    expect(hook?.headers["x-formloom-event"]).toBe("response.created");
    expect(hook?.headers["x-formloom-delivery"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(hook?.headers["content-type"]).toBe("application/json");
    expect(hook?.headers["x-formloom-signature"]).toBe(sign(secret, hook?.body ?? ""));
    const body = JSON.parse(hook?.body ?? "{}");
    expect(body).toMatchObject({
      event: "response.created",
      form: { _id: formId, title: "Customer feedback" },
      response: { _id: responseId, formId },
    });
    expect(body.response.answers[0].answer).toBe("Grace");
  });

  it("posts a Slack message: the form, the first answers as text, a link; no markup gets through", async () => {
    const { token, formId } = await ownerWithForm();
    const hooks = await receiver();
    const created = await inject(token, "POST", `/api/forms/${formId}/webhooks`, {
      url: hooks.url,
      kind: "slack",
    });
    expect(created.json().data.kind).toBe("slack");
    const responseId = await submitTo(formId, token, "<!channel> & *Ada*");
    await hooks.waitFor(1);

    const body = JSON.parse(hooks.received[0]?.body ?? "{}");
    // Slack's incoming webhooks take {"text": …}: &, < and > escaped, links as <url|text>.
    expect(Object.keys(body)).toEqual(["text"]);
    expect(body.text).toBe(
      [
        "*New response to Customer feedback*",
        "*What is your name?*: &lt;!channel&gt; &amp; *Ada*",
        `<http://localhost:3000/forms/${formId}/responses?response=${responseId}|Read the response>`,
      ].join("\n"),
    );

    const ping = await inject(
      token,
      "POST",
      `/api/forms/${formId}/webhooks/${created.json().data._id}/test`,
    );
    expect(ping.json().data.isSuccess).toBe(true);
    expect(JSON.parse(hooks.received[1]?.body ?? "{}").text).toContain(
      "*Formloom test message: new responses to this form will be posted here*",
    );
  });

  it("posts a Discord message that mentions nobody and fits Discord's 2,000 characters", async () => {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const questions = Array.from({ length: 8 }, (_, index) =>
      textQuestion({ questionText: `Question ${index + 1}`, required: false }),
    );
    const form = await createForm(context.app, token, formBody({ isPublic: true, questions }));
    const hooks = await receiver();
    await inject(token, "POST", `/api/forms/${form._id}/webhooks`, {
      url: hooks.url,
      kind: "discord",
    });
    const answers = form.questions.map((question: { _id: string }, index: number) => ({
      questionId: question._id,
      answer: index === 0 ? "@everyone **look** [here](https://x.example)" : "y".repeat(900),
    }));
    const submitted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: { answers },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await hooks.waitFor(1);

    const body = JSON.parse(hooks.received[0]?.body ?? "{}");
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.content.length).toBeLessThanOrEqual(2000);
    const lines = body.content.split("\n");
    expect(lines[0]).toBe("**New response to Customer feedback**");
    expect(lines[1]).toBe(
      "**Question 1**: @everyone \\*\\*look\\*\\* \\[here\\]\\(https://x.example\\)",
    );
    // Five answers shown, each cut at 300 characters; the rest counted; the link last.
    expect(lines.filter((line: string) => line.startsWith("**Question"))).toHaveLength(5);
    expect(lines.at(-2)).toBe("and 3 more answers");
    expect(lines.at(-1)).toBe(
      `[Read the response](http://localhost:3000/forms/${form._id}/responses?response=${submitted.json().data._id})`,
    );
  });

  it("carries the response's variables: in the standard payload, and after a Slack message's answers", async () => {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const calculations = {
      variables: [
        { name: "total", kind: "number", start: 0 },
        { name: "tier", kind: "text", start: "<basic>" },
      ],
      rules: [
        { questionId: "count", option: null, variable: "total", operation: "add", value: null },
      ],
      endings: [],
    };
    const form = await createForm(
      context.app,
      token,
      formBody({
        isPublic: true,
        questions: [{ key: "count", questionType: "number", questionText: "How many?" }],
        settings: { calculations },
      }),
    );
    const standard = await receiver();
    const slack = await receiver();
    await inject(token, "POST", `/api/forms/${form._id}/webhooks`, { url: standard.url });
    await inject(token, "POST", `/api/forms/${form._id}/webhooks`, {
      url: slack.url,
      kind: "slack",
    });
    const submitted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: { answers: [{ questionId: form.questions[0]?._id, answer: 12.5 }] },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await standard.waitFor(1);
    await slack.waitFor(1);

    const event = JSON.parse(standard.received[0]?.body ?? "{}");
    expect(event.response.variables).toEqual({ total: 12.5, tier: "<basic>" });
    expect(JSON.parse(slack.received[0]?.body ?? "{}").text).toBe(
      [
        "*New response to Customer feedback*",
        "*How many?*: 12.5",
        "*total*: 12.5",
        "*tier*: &lt;basic&gt;",
        `<http://localhost:3000/forms/${form._id}/responses?response=${submitted.json().data._id}|Read the response>`,
      ].join("\n"),
    );
  });

  it("retries a failing receiver with the same delivery id until it answers 2xx", async () => {
    const { token, formId } = await ownerWithForm();
    const hooks = await receiver((_hook, index) => (index < 2 ? 500 : 204));
    const webhook = (
      await inject(token, "POST", `/api/forms/${formId}/webhooks`, { url: hooks.url })
    ).json().data;
    await submitTo(formId, token);
    await hooks.waitFor(3);
    const ids = new Set(hooks.received.map((hook) => hook.headers["x-formloom-delivery"]));
    expect(ids.size).toBe(1);

    await expect.poll(async () => (await context.database.db.select().from(jobs)).length).toBe(0);
    const deliveries = (
      await inject(token, "GET", `/api/forms/${formId}/webhooks/${webhook._id}/deliveries`)
    ).json().data;
    expect(deliveries.map((item: { statusCode: number }) => item.statusCode)).toEqual([
      204, 500, 500,
    ]);
    expect(deliveries.map((item: { attempt: number }) => item.attempt)).toEqual([3, 2, 1]);
    expect(deliveries[1].error).toBe("The receiver answered 500");
    const listed = (await inject(token, "GET", `/api/forms/${formId}/webhooks`)).json().data;
    expect(listed[0].lastDelivery).toMatchObject({ statusCode: 204, isSuccess: true });
  });

  it("records a closed port as 'Could not connect', naming neither the address nor the port", async () => {
    const { token, formId } = await ownerWithForm();
    const hooks = await receiver();
    const port = new URL(hooks.url).port;
    await hooks.close();
    const webhook = (
      await inject(token, "POST", `/api/forms/${formId}/webhooks`, { url: hooks.url })
    ).json().data;
    const tested = await inject(token, "POST", `/api/forms/${formId}/webhooks/${webhook._id}/test`);
    expect(tested.json().data).toMatchObject({ statusCode: null, error: "Could not connect" });
    const deliveries = (
      await inject(token, "GET", `/api/forms/${formId}/webhooks/${webhook._id}/deliveries`)
    ).json().data;
    expect(deliveries[0].error).toBe("Could not connect");
    expect(deliveries[0].error).not.toMatch(new RegExp(`${port}|127\\.0\\.0\\.1|ECONNREFUSED`));
  });

  it("keeps a form without notices on the fast path: no job is written", async () => {
    const { token, formId } = await ownerWithForm();
    await submitTo(formId, token);
    expect(await context.database.db.select().from(jobs)).toEqual([]);
  });

  it("replaces the signing secret: shown once, and every later delivery is signed with it alone", async () => {
    const { token, formId } = await ownerWithForm();
    const hooks = await receiver();
    const webhook = (
      await inject(token, "POST", `/api/forms/${formId}/webhooks`, { url: hooks.url })
    ).json().data;
    const rotated = await inject(
      token,
      "POST",
      `/api/forms/${formId}/webhooks/${webhook._id}/secret`,
    );
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(rotated.json().message).toBe("Signing secret replaced");
    const { secret } = rotated.json().data;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(secret).not.toBe(webhook.secret);
    expect(rotated.json().data).toMatchObject({ _id: webhook._id, url: hooks.url, isActive: true });
    const listed = (await inject(token, "GET", `/api/forms/${formId}/webhooks`)).json().data;
    expect(listed[0].secret).toBeUndefined();

    await submitTo(formId, token);
    await hooks.waitFor(1);
    const [hook] = hooks.received;
    expect(hook?.headers["x-formloom-signature"]).toBe(sign(secret, hook?.body ?? ""));
    expect(hook?.headers["x-formloom-signature"]).not.toBe(sign(webhook.secret, hook?.body ?? ""));

    const unknown = await inject(token, "POST", `/api/forms/${formId}/webhooks/${formId}/secret`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Webhook not found");
  });

  it("sends a signed test ping and answers its outcome", async () => {
    const { token, formId } = await ownerWithForm();
    const hooks = await receiver(() => 200);
    const webhook = (
      await inject(token, "POST", `/api/forms/${formId}/webhooks`, { url: hooks.url })
    ).json().data;
    const tested = await inject(token, "POST", `/api/forms/${formId}/webhooks/${webhook._id}/test`);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json().data).toMatchObject({ event: "ping", statusCode: 200, isSuccess: true });
    expect(hooks.received[0]?.headers["x-formloom-signature"]).toBe(
      sign(webhook.secret, hooks.received[0]?.body ?? ""),
    );
    const disabled = await inject(token, "PUT", `/api/forms/${formId}/webhooks/${webhook._id}`, {
      isActive: false,
    });
    expect(disabled.statusCode).toBe(200);
    await submitTo(formId, token);
    const waiting = await context.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, "webhook.deliver"));
    expect(waiting).toEqual([]);
  });
});

describe.each(databaseKinds())("webhook targets on %s without WEBHOOK_ALLOW_PRIVATE", (kind) => {
  const context = useTestApp(kind);
  const PRIVATE_TARGETS = [
    "http://127.0.0.1:9/hook",
    "http://localhost:9/hook",
    "http://[::1]:9/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://10.0.0.8/hook",
    "http://[::127.0.0.1]:9/hook",
    "http://[::ffff:0:7f00:1]:9/hook",
    "http://0x7f.1:9/hook",
  ];

  /** A webhook stored as if its name had resolved to a public address when it was saved. */
  async function storedWebhook(url: string) {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token);
    const webhook = await insertWebhook(context.database.db, {
      formId: form._id,
      url,
      secret: "whsec_c2VjcmV0LW9mLXRoZS10ZXN0cw==",
      isActive: true,
    });
    return { headers: bearer(token), formId: form._id, webhookId: webhook.id };
  }

  it.each(PRIVATE_TARGETS)("refuses %s when it is saved, with the field's message", async (url) => {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token);
    const headers = bearer(token);
    const created = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/webhooks`,
      headers,
      payload: { url },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual({ url: WEBHOOK_MESSAGES.urlPrivate });

    // A name that does not resolve yet is taken (its receiver may not be up yet), but not
    // changed into a private address afterwards.
    const pending = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/webhooks`,
      headers,
      payload: { url: "https://receiver.invalid/hook" },
    });
    expect(pending.statusCode).toBe(201);
    const changed = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/webhooks/${pending.json().data._id}`,
      headers,
      payload: { url },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().errors).toEqual({ url: WEBHOOK_MESSAGES.urlPrivate });
    const listed = await context.app.inject({
      method: "GET",
      url: `/api/forms/${form._id}/webhooks`,
      headers,
    });
    expect(listed.json().data.map((webhook: { url: string }) => webhook.url)).toEqual([
      "https://receiver.invalid/hook",
    ]);
  });

  it.each(PRIVATE_TARGETS)(
    "refuses %s again at delivery, and the receiver never hears of it",
    async (url) => {
      const { headers, formId, webhookId } = await storedWebhook(url);
      const tested = await context.app.inject({
        method: "POST",
        url: `/api/forms/${formId}/webhooks/${webhookId}/test`,
        headers,
      });
      expect(tested.json().data).toMatchObject({ statusCode: null, isSuccess: false });
      expect(tested.json().data.error).toBe("Refused: private address");
      const logged = await context.app.inject({
        method: "GET",
        url: `/api/forms/${formId}/webhooks/${webhookId}/deliveries`,
        headers,
      });
      expect(logged.json().data[0].error).toBe("Refused: private address");
    },
  );

  it("refuses a receiver listening on loopback", async () => {
    const hooks = await receiver();
    const { headers, formId, webhookId } = await storedWebhook(hooks.url);
    const tested = await context.app.inject({
      method: "POST",
      url: `/api/forms/${formId}/webhooks/${webhookId}/test`,
      headers,
    });
    expect(tested.json().data.isSuccess).toBe(false);
    expect(hooks.received).toHaveLength(0);
  });
});
