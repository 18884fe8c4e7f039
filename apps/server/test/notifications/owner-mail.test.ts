import { describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, textQuestion } from "../support/forms.js";
import { useSmtpCatcher } from "../support/smtp-catcher.js";
import { useTestApp } from "../support/test-app.js";

const INTERVAL_MS = 1500;

describe.each(databaseKinds())("the owner's mail per new response on %s", (kind) => {
  const smtp = useSmtpCatcher((subject) => /responses? to/.test(subject));
  const context = useTestApp(kind, {
    jobs: { pollMs: 50, retryBaseMs: 50, ownerMailIntervalMs: INTERVAL_MS },
    alsoMailTo: smtp.mailerFor,
  });

  it("mails the owner the first response, retrying a refused send, then one digest for the next minute's", async () => {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const questions = [
      textQuestion({ questionText: "Your name?" }),
      textQuestion({ questionText: "Your city?", required: false }),
    ];
    const form = await createForm(context.app, token, formBody({ isPublic: true, questions }));
    const switched = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/settings`,
      headers: bearer(token),
      payload: { notifyOnResponse: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().data.settings.notifyOnResponse).toBe(true);
    const [name, city] = form.questions.map((question: { _id: string }) => question._id);
    const submit = async (who: string) => {
      const response = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: {
          answers: [
            { questionId: name, answer: who },
            { questionId: city, answer: "Paris" },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data._id as string;
    };

    smtp.refuseNext(1);
    const first = await submit("Ada <Lovelace>");
    await smtp.waitFor(1);
    const [mail] = smtp.about();
    expect(mail?.subject).toBe("New response to Customer feedback");
    expect(mail?.to).toMatchObject({ value: [{ address: "owner@example.org" }] });
    expect(mail?.text).toContain("Your name?: Ada <Lovelace>");
    expect(mail?.text).toContain("Your city?: Paris");
    expect(mail?.text).toContain(
      `${context.config.publicUrl}/forms/${form._id}/responses?response=${first}`,
    );
    expect(mail?.html).toContain("Ada &#60;Lovelace&#62;");
    const firstAt = Date.now();

    const second = await submit("Grace");
    const third = await submit("Katherine");
    await smtp.waitFor(2);
    expect(Date.now() - firstAt).toBeGreaterThanOrEqual(INTERVAL_MS - 200);
    const digest = smtp.about()[1];
    expect(digest?.subject).toBe("2 new responses to Customer feedback");
    expect(digest?.text).toContain(`?response=${second}`);
    expect(digest?.text).toContain(`?response=${third}`);
    expect(smtp.about()).toHaveLength(2);
  });

  it("sends nothing for a form whose switch is off (the default)", async () => {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, token, formBody({ isPublic: true }));
    const read = await context.app.inject({
      method: "GET",
      url: `/api/forms/${form._id}`,
      headers: bearer(token),
    });
    expect(read.json().data.settings.notifyOnResponse).toBe(false);
    const before = context.mailer.sent.length;
    const response = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: { answers: [{ questionId: form.questions[0]?._id, answer: "Ada" }] },
    });
    expect(response.statusCode).toBe(201);
    expect(await context.database.db.select().from(jobs)).toEqual([]);
    expect(context.mailer.sent.length).toBe(before);
  });
});
