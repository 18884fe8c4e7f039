import { type Form, RESPONDENT_MESSAGES, sourceTextsOf } from "@formloom/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { jobs, respondentCopies, responses } from "../../src/db/schema.js";
import { enqueueJobs } from "../../src/lib/job-queue.js";
import { RESPONDENT_COPY_JOB } from "../../src/modules/notifications/respondent-copy-job.js";
import { RESPONDENT_COPIES_PER_HOUR } from "../../src/modules/notifications/respondent-copy-repo.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { choiceQuestion, createForm, formBody, textQuestion } from "../support/forms.js";
import { useSmtpCatcher } from "../support/smtp-catcher.js";
import { useTestApp } from "../support/test-app.js";

const isCopy = (subject: string) => /answers to|Antworten auf/.test(subject);

describe.each(databaseKinds())("the respondent's copy of their answers on %s", (kind) => {
  const smtp = useSmtpCatcher(isCopy);
  const context = useTestApp(kind, {
    jobs: { pollMs: 50, retryBaseMs: 50 },
    alsoMailTo: smtp.mailerFor,
  });
  const db = () => context.database.db;

  /** Waits until no job is left: every copy of the responses so far is sent or refused. */
  const waitForJobs = () =>
    vi.waitFor(async () => expect(await db().select().from(jobs)).toEqual([]), {
      timeout: 10_000,
      interval: 50,
    });
  const copiesTo = (address: string) =>
    smtp
      .about()
      .filter((mail) => mail.to && "value" in mail.to && mail.to.value[0]?.address === address);

  async function seed({
    questions = [textQuestion({ questionText: "Your name?" }), choiceQuestion()],
    isOn = true,
  }: {
    questions?: object[];
    isOn?: boolean;
  } = {}) {
    const owner = await signUp(context.app, context.mailer, `owner-${Math.random()}@example.org`);
    const form = await createForm(
      context.app,
      owner,
      formBody({
        isPublic: true,
        questions,
        hiddenFields: ["customer_id"],
        settings: { sendRespondentCopy: isOn, languages: ["de"], translationFallback: true },
      }),
    );
    const submit = (payload: Record<string, unknown>) =>
      context.app.inject({ method: "POST", url: `/api/responses/${form._id}`, payload });
    return { owner, form, submit };
  }

  it("mails the respondent their answers once, in the language they answered in", async () => {
    const { owner, form, submit } = await seed();
    const read: Form = (
      await context.app.inject({
        method: "GET",
        url: `/api/forms/${form._id}`,
        headers: bearer(owner),
      })
    ).json().data;
    expect(read.settings.sendRespondentCopy).toBe(true);
    const german: Record<string, string> = {
      title: "Kundenfeedback",
      [`q:${form.questions[0]?._id}:questionText`]: "Ihr Name?",
      [`q:${form.questions[1]?._id}:questionText`]: "Bester Planet?",
      [`q:${form.questions[1]?._id}:option:Earth`]: "Erde",
    };
    const texts = Object.fromEntries(
      sourceTextsOf(read).map(({ key, text }) => [key, german[key] ?? `de ${text}`]),
    );
    const saved = await context.app.inject({
      method: "PUT",
      url: `/api/forms/${form._id}/translations/de`,
      headers: bearer(owner),
      payload: { texts },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    smtp.refuseNext(1);
    const reply = await submit({
      answers: [
        { questionId: form.questions[0]?._id, answer: "Ada <Lovelace>" },
        { questionId: form.questions[1]?._id, answer: "Earth" },
      ],
      language: "de",
      hiddenFields: { customer_id: "SECRET-42" },
      copyEmail: " ada@example.org ",
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const responseId = reply.json().data._id as string;
    await smtp.waitFor(1);
    await waitForJobs();
    const [mail] = copiesTo("ada@example.org");
    expect(mail?.subject).toBe("Ihre Antworten auf Kundenfeedback");
    expect(mail?.text).toContain("Ihr Name?: Ada <Lovelace>");
    expect(mail?.text).toContain("Bester Planet?: Erde");
    expect(mail?.text).not.toContain("SECRET-42");
    expect(mail?.text).not.toContain("customer_id");
    expect(mail?.html).toContain("Ada &#60;Lovelace&#62;");
    expect(mail?.html).toContain('lang="de"');

    // The address is in no stored row: the response keeps none, the copy only a hash.
    const [stored] = await db().select().from(responses).where(eq(responses.id, responseId));
    expect(JSON.stringify(stored)).not.toContain("ada@example.org");
    const [copy] = await db().select().from(respondentCopies);
    expect(copy).toMatchObject({ responseId, isSent: true });
    expect(copy?.addressHash).not.toContain("ada");

    // The job run again after its send (a worker stopped before recording it) sends nothing.
    await enqueueJobs(db(), [
      {
        kind: RESPONDENT_COPY_JOB,
        payload: { formId: form._id, responseId, to: "ada@example.org" },
      },
    ]);
    context.app.jobs.wake();
    await waitForJobs();
    expect(copiesTo("ada@example.org")).toHaveLength(1);
  });

  it("sends nothing when the setting is off (the default), whatever the body asks", async () => {
    const { owner } = await seed();
    const form = await createForm(context.app, owner, formBody({ isPublic: true }));
    const read = await context.app.inject({
      method: "GET",
      url: `/api/forms/${form._id}`,
      headers: bearer(owner),
    });
    expect(read.json().data.settings.sendRespondentCopy).toBe(false);
    const view = await context.app.inject({ method: "GET", url: `/api/forms/${form._id}/view` });
    expect(view.json().data.settings.sendRespondentCopy).toBe(false);
    const reply = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: {
        answers: [{ questionId: form.questions[0]?._id, answer: "Ada" }],
        copyEmail: "off@example.org",
      },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(await db().select().from(jobs)).toEqual([]);
    expect(copiesTo("off@example.org")).toEqual([]);
  });

  it(`mails one address at most ${RESPONDENT_COPIES_PER_HOUR} copies an hour, storing every response`, async () => {
    const { form, submit } = await seed({ questions: [textQuestion()] });
    const address = "busy@example.org";
    for (let index = 0; index <= RESPONDENT_COPIES_PER_HOUR; index += 1) {
      const reply = await submit({
        answers: [{ questionId: form.questions[0]?._id, answer: `Try ${index}` }],
        // The same address however it is written.
        copyEmail: index % 2 === 0 ? address : address.toUpperCase(),
      });
      expect(reply.statusCode, reply.body).toBe(201);
      await waitForJobs();
    }
    const sent = smtp
      .about()
      .filter(
        (mail) =>
          mail.to &&
          "value" in mail.to &&
          /busy@example.org/i.test(mail.to.value[0]?.address ?? ""),
      );
    expect(sent).toHaveLength(RESPONDENT_COPIES_PER_HOUR);
    const [count] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(responses)
      .where(eq(responses.formId, form._id));
    expect(count?.count).toBe(RESPONDENT_COPIES_PER_HOUR + 1);
    const refused = await db()
      .select()
      .from(respondentCopies)
      .where(eq(respondentCopies.isSent, false));
    expect(refused).toHaveLength(1);
  });

  it("refuses a bad copy address with a 400 naming the field, storing nothing", async () => {
    const { form, submit } = await seed({ questions: [textQuestion()] });
    const answers = [{ questionId: form.questions[0]?._id, answer: "Ada" }];
    for (const copyEmail of [
      "not an address",
      "ada@",
      "a\u0000@example.org",
      42,
      "x".repeat(300),
    ]) {
      const reply = await submit({ answers, copyEmail });
      expect(reply.statusCode, `${String(copyEmail)}: ${reply.body}`).toBe(400);
      expect(Object.keys(reply.json().errors ?? {})).toContain("copyEmail");
    }
    const bad = await submit({ answers, copyEmail: "ada@" });
    expect(bad.json().errors.copyEmail).toBe(RESPONDENT_MESSAGES.emailInvalid);
    const stored = await db().select().from(responses).where(eq(responses.formId, form._id));
    expect(stored).toEqual([]);
    expect(await db().select().from(jobs)).toEqual([]);
  });

  it("mails the answer to the form's first email question, not a typed address", async () => {
    const { form, submit } = await seed({
      questions: [
        textQuestion({ questionText: "Your name?" }),
        textQuestion({ questionType: "email", questionText: "Your email?" }),
        textQuestion({ questionType: "email", questionText: "A friend's email?", required: false }),
      ],
    });
    const [name, email, friend] = form.questions.map((question) => question._id);
    const reply = await submit({
      answers: [
        { questionId: name, answer: "Grace" },
        { questionId: email, answer: "grace@example.org" },
        { questionId: friend, answer: "friend@example.org" },
      ],
      copyEmail: "typed@example.org",
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await waitForJobs();
    const [mail] = copiesTo("grace@example.org");
    expect(mail?.subject).toBe("Your answers to Customer feedback");
    expect(mail?.text).toContain("Your name?: Grace");
    expect(mail?.text).toContain("Your email?: grace@example.org");
    expect(copiesTo("typed@example.org")).toEqual([]);
    expect(copiesTo("friend@example.org")).toEqual([]);
  });
});
