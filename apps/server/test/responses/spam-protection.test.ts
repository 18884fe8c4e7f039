import { MIN_SECONDS_TO_SUBMIT_INVALID, SPAM_MESSAGES } from "@formloom/shared";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { responses } from "../../src/db/schema.js";
import { bearer, STRONG_PASSWORD, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { codeIn } from "../support/memory-mailer.js";
import { useTestApp } from "../support/test-app.js";

const SURVEY = formBody({
  title: "Garden club",
  isPublic: true,
  questions: [
    { questionType: "multipleChoice", questionText: "Season", options: ["Spring", "Autumn"] },
  ],
});
const OTHER_FORM_ID = "0196a6a4-0000-7000-8000-000000000000";
const ALL_ON = { proofOfWork: true, honeypot: true, minSecondsToSubmit: 3 };

describe.each(databaseKinds())("spam protection on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp(spamProtection?: object) {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, SURVEY);
    if (spamProtection) {
      const patched = await context.app.inject({
        method: "PUT",
        url: `/api/forms/${form._id}/settings`,
        payload: { spamProtection },
        headers: bearer(owner),
      });
      expect(patched.statusCode, patched.body).toBe(200);
    }
    return { owner, formId: form._id as string, questionId: form.questions[0]?._id as string };
  }

  /** What the public page sends: a start token from long enough ago and a solved proof. */
  async function passingCheck(formId: string) {
    const reply = await context.app.inject({ url: `/api/forms/${formId}/spam-check` });
    expect(reply.statusCode, reply.body).toBe(200);
    const { challenge, hostedCaptcha } = reply.json().data;
    expect(hostedCaptcha).toBeNull();
    const solution = await solveChallenge({ challenge, deriveKey });
    return {
      startToken: context.app.formStartTokens.issue(formId, Date.now() - 5_000),
      proof: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64"),
      honeypot: "",
    };
  }

  const submit = (formId: string, questionId: string, spamCheck?: object) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: [{ questionId, answer: "Spring" }], ...(spamCheck && { spamCheck }) },
    });
  const storedCount = async (formId: string) => {
    const [row] = await context.database.db
      .select({ total: count() })
      .from(responses)
      .where(eq(responses.formId, formId));
    return row?.total ?? 0;
  };
  const blockedCount = async (formId: string, owner: string) => {
    const reply = await context.app.inject({
      url: `/api/forms/${formId}/blocked-submissions`,
      headers: bearer(owner),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().data.count;
  };

  it("is off by default: SPEC's submission call is stored as before", async () => {
    const { owner, formId, questionId } = await setUp();
    const form = await context.app.inject({ url: `/api/forms/${formId}`, headers: bearer(owner) });
    expect(form.json().data.settings.spamProtection).toEqual({
      proofOfWork: false,
      honeypot: false,
      minSecondsToSubmit: 0,
    });
    expect((await submit(formId, questionId)).statusCode).toBe(201);
    expect(await blockedCount(formId, owner)).toBe(0);
  });

  it("stores a submission that passes every check, and tells the public page what is on", async () => {
    const { formId, questionId } = await setUp(ALL_ON);
    const view = await context.app.inject({ url: `/api/forms/${formId}/view` });
    expect(view.json().data.settings.spamProtection).toEqual(ALL_ON);
    const response = await submit(formId, questionId, await passingCheck(formId));
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedCount(formId)).toBe(1);
  });

  it.each([
    ["missing proof", { proof: undefined }, "SPAM_PROOF_MISSING", SPAM_MESSAGES.proofMissing],
    ["forged proof", { proof: btoa("{}") }, "SPAM_PROOF_INVALID", SPAM_MESSAGES.proofInvalid],
    [
      "filled honeypot",
      { honeypot: "https://spam.example" },
      "SPAM_HONEYPOT_FILLED",
      SPAM_MESSAGES.honeypotFilled,
    ],
    ["missing start token", { startToken: undefined }, "SPAM_TOO_FAST", SPAM_MESSAGES.startMissing],
    ["forged start token", { startToken: "1.abc" }, "SPAM_TOO_FAST", SPAM_MESSAGES.startMissing],
  ])(
    "refuses a submission with a %s, stores nothing and counts it",
    async (_, change, code, message) => {
      const { owner, formId, questionId } = await setUp(ALL_ON);
      const response = await submit(formId, questionId, {
        ...(await passingCheck(formId)),
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, code, message });
      expect(await storedCount(formId)).toBe(0);
      expect(await blockedCount(formId, owner)).toBe(1);
    },
  );

  it("refuses a submission sooner than the minimum after the form was opened", async () => {
    const { owner, formId, questionId } = await setUp({ minSecondsToSubmit: 3 });
    const start = await context.app.inject({ url: `/api/forms/${formId}/spam-check` });
    const { startToken } = start.json().data;
    const tooSoon = await submit(formId, questionId, { startToken });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().code).toBe("SPAM_TOO_FAST");
    // A token of another form never passes for this one, however old.
    const otherForms = context.app.formStartTokens.issue(OTHER_FORM_ID, Date.now() - 60_000);
    const borrowed = await submit(formId, questionId, { startToken: otherForms });
    expect(borrowed.json().code).toBe("SPAM_TOO_FAST");
    const later = context.app.formStartTokens.issue(formId, Date.now() - 3_000);
    expect((await submit(formId, questionId, { startToken: later })).statusCode).toBe(201);
    expect(await blockedCount(formId, owner)).toBe(2);
  });

  it("accepts a proof of work once only", async () => {
    const { owner, formId, questionId } = await setUp({ proofOfWork: true });
    const check = await passingCheck(formId);
    expect((await submit(formId, questionId, check)).statusCode).toBe(201);
    const reused = await submit(formId, questionId, check);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe("SPAM_PROOF_INVALID");
    expect(await storedCount(formId)).toBe(1);
    expect(await blockedCount(formId, owner)).toBe(1);
  });

  it("takes a minimum time from 0 to 60 whole seconds, and says so for any other", async () => {
    const { owner, formId } = await setUp({ minSecondsToSubmit: 60 });
    for (const minSecondsToSubmit of [61, -1, 2.5, "3"]) {
      const reply = await context.app.inject({
        method: "PUT",
        url: `/api/forms/${formId}/settings`,
        payload: { spamProtection: { minSecondsToSubmit } },
        headers: bearer(owner),
      });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(Object.values(reply.json().errors ?? {})).toContain(MIN_SECONDS_TO_SUBMIT_INVALID);
    }
  });

  it("counts every refusal on one row per form, and shows it to its owner only", async () => {
    const { owner, formId, questionId } = await setUp({ honeypot: true });
    for (let i = 0; i < 3; i++) {
      expect((await submit(formId, questionId, { honeypot: "bot" })).statusCode).toBe(400);
    }
    expect(await blockedCount(formId, owner)).toBe(3);
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    const peek = await context.app.inject({
      url: `/api/forms/${formId}/blocked-submissions`,
      headers: bearer(stranger),
    });
    expect(peek.statusCode).toBe(404);
  });
});

describe.each(databaseKinds())("spam protection with a hosted captcha on %s", (kind) => {
  const context = useTestApp(kind, {
    env: { CAPTCHA_PROVIDER: "turnstile", CAPTCHA_SECRET: "secret", CAPTCHA_SITE_KEY: "site" },
  });

  async function signUpWithWidget(email: string) {
    const registered = await context.app.inject({
      method: "POST",
      url: "/api/users/register",
      payload: {
        name: "Ada Lovelace",
        email,
        password: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
        "g-recaptcha-response": "solved-by-widget",
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const verified = await context.app.inject({
      method: "POST",
      url: "/api/users/verify-otp",
      payload: { email, otp: codeIn(context.mailer.lastTo(email)) },
    });
    return verified.json().data.token as string;
  }

  it("checks the proof with the provider: its widget's token passes, another does not", async () => {
    const siteverify = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      const token = new URLSearchParams(String(init?.body)).get("response");
      return Response.json({ success: token === "solved-by-widget" });
    });
    try {
      const owner = await signUpWithWidget("owner@example.org");
      const form = await createForm(context.app, owner, SURVEY);
      await context.app.inject({
        method: "PUT",
        url: `/api/forms/${form._id}/settings`,
        payload: { spamProtection: { proofOfWork: true } },
        headers: bearer(owner),
      });
      const start = await context.app.inject({ url: `/api/forms/${form._id}/spam-check` });
      expect(start.json().data).toMatchObject({
        challenge: null,
        hostedCaptcha: { provider: "turnstile", siteKey: "site" },
      });
      const send = (proof: string) =>
        context.app.inject({
          method: "POST",
          url: `/api/responses/${form._id}`,
          payload: {
            answers: [{ questionId: form.questions[0]?._id, answer: "Spring" }],
            spamCheck: { proof },
          },
        });
      expect((await send("made-up")).json().code).toBe("SPAM_PROOF_INVALID");
      expect((await send("solved-by-widget")).statusCode).toBe(201);
    } finally {
      siteverify.mockRestore();
    }
  });
});
