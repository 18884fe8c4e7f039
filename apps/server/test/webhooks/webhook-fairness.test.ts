import { afterEach, describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { within } from "../support/deadline.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { startReceiver } from "../support/webhook-receiver.js";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});
async function receiver(answer: Parameters<typeof startReceiver>[0]) {
  const started = await startReceiver(answer);
  receivers.push(started);
  return started;
}
/** Never answers until the test ends: every delivery to it holds its slot. */
const tarpit = () => receiver(() => null);

const STUCK = 50;
// Shorter than the 10 s a delivery waits for its receiver: a worker whose slots all wait on the
// tarpit cannot meet it.
const PROMPTLY_MS = 5000;

describe.each(databaseKinds())("the job queue's fairness on %s", (kind) => {
  const context = useTestApp(kind, {
    // Four webhook slots: two for the tarpit (the cap per webhook), two for everyone else.
    env: { WEBHOOK_ALLOW_PRIVATE: "true", JOB_CONCURRENCY: "4" },
    jobs: { pollMs: 50, retryBaseMs: 20 },
  });

  let owners = 0;
  async function formWithWebhook(url: string) {
    owners += 1;
    const token = await signUp(context.app, context.mailer, `owner${owners}@example.org`);
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const created = await context.app.inject({
      method: "POST",
      url: `/api/forms/${form._id}/webhooks`,
      headers: bearer(token),
      payload: { url },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { token, formId: form._id as string, questionId: form.questions[0]?._id as string };
  }

  async function submit({ formId, questionId }: { formId: string; questionId: string }) {
    const response = await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: [{ questionId, answer: "Ada" }] },
    });
    expect(response.statusCode, response.body).toBe(201);
  }

  it(`delivers another form's response while ${STUCK} deliveries hang on a tarpit`, async () => {
    const stuck = await tarpit();
    const slowForm = await formWithWebhook(stuck.url);
    for (let index = 0; index < STUCK; index++) await submit(slowForm);
    await stuck.waitFor(1);

    const prompt = await receiver(() => 200);
    await submit(await formWithWebhook(prompt.url));
    await within(prompt.waitFor(1), PROMPTLY_MS, "the other form's delivery");
    // The tarpit still holds its requests, no more than its cap of them.
    expect(stuck.received.length).toBeLessThanOrEqual(2);
  });

  it("mails the owner while every webhook slot waits on a tarpit", async () => {
    const stuck = await tarpit();
    // Two tarpit webhooks of two slots each: all four webhook slots are held.
    for (const form of [await formWithWebhook(stuck.url), await formWithWebhook(stuck.url)]) {
      for (let index = 0; index < 5; index++) await submit(form);
    }
    await stuck.waitFor(4);

    owners += 1;
    const token = await signUp(context.app, context.mailer, `owner${owners}@example.org`);
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const switched = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/settings`,
      headers: bearer(token),
      payload: { notifyOnResponse: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    await submit({ formId: form._id, questionId: form.questions[0]?._id as string });
    await expect
      .poll(() => context.mailer.sent.some((mail) => /new response/i.test(mail.subject)), {
        timeout: PROMPTLY_MS,
        interval: 20,
      })
      .toBe(true);
  });
});
