import { PIPING_MESSAGES } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Answer piping (answer-piping.ts): the shared rule refuses a token the page could not fill,
// wherever a form's texts are saved; a form that pipes is answered as any other.
const NAME = { key: "q1", questionType: "text", questionText: "What is your name?" };
const WHY = {
  key: "q2",
  questionType: "text",
  questionText: "Why?",
  logic: { match: "all", conditions: [{ questionId: "q1", operator: "answered" }] },
};
const piping = (text: string) => ({ key: "q3", questionType: "text", questionText: text });
const DRINK = {
  key: "q4",
  questionType: "multipleChoice",
  questionText: "Drink?",
  options: ["Tea for {{answer:q1|you}}", "Coffee"],
};

type Created = { _id: string; questions: { _id: string; questionText?: string }[] };

describe.each(databaseKinds())("answer piping on %s", (kind) => {
  const context = useTestApp(kind);
  const owner = () => signUp(context.app, context.mailer, "owner@example.org");
  const send = (method: "POST" | "PUT", url: string, token: string, payload: object) =>
    context.app.inject({ method, url, payload, headers: bearer(token) });

  it("refuses a token naming a later question, with the item named", async () => {
    const token = await owner();
    const created = await send("POST", "/api/forms", token, {
      ...formBody({ questions: [piping("Hello {{answer:q1}}"), NAME] }),
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json().code).toBe("PIPING_TOKEN_INVALID");
    expect(created.json().message).toBe(
      `Question 1 "Hello @What is your name?": ${PIPING_MESSAGES.notBefore("What is your name?")}`,
    );
    expect(created.json().errors).toEqual({
      "questions.0.questionText": PIPING_MESSAGES.notBefore("What is your name?"),
    });
  });

  it("asks for a fallback for a question logic may hide, and accepts one with it", async () => {
    const token = await owner();
    const without = await send("POST", "/api/forms", token, {
      ...formBody({ questions: [NAME, WHY, piping("Because {{answer:q2}}")] }),
    });
    expect(without.statusCode, without.body).toBe(400);
    expect(without.json().errors["questions.2.questionText"]).toBe(
      PIPING_MESSAGES.fallbackRequired("Why?"),
    );
    const form = (await createForm(
      context.app,
      token,
      formBody({ questions: [NAME, WHY, piping("Because {{answer:q2|no reason}}")] }),
    )) as Created;
    const [, why, piped] = form.questions;
    expect(piped?.questionText).toBe(`Because {{answer:${why?._id}|no reason}}`);
  });

  it("refuses a hidden field the form does not declare, in a question and in the settings", async () => {
    const token = await owner();
    const created = await send("POST", "/api/forms", token, {
      ...formBody({ hiddenFields: ["ref"], questions: [NAME, piping("From {{hidden:source}}")] }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors["questions.1.questionText"]).toBe(
      PIPING_MESSAGES.hiddenFieldMissing("source"),
    );
    const form = (await createForm(context.app, token, formBody({ questions: [NAME] }))) as Created;
    const settings = await send("PUT", `/api/forms/${form._id}/settings`, token, {
      confirmationMessage: "Thanks {{hidden:source}}",
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().code).toBe("PIPING_TOKEN_INVALID");
    expect(settings.json().errors).toEqual({
      "settings.confirmationMessage": PIPING_MESSAGES.hiddenFieldMissing("source"),
    });
  });

  it("checks translated texts by the same rule", async () => {
    const token = await owner();
    const form = (await createForm(
      context.app,
      token,
      formBody({ questions: [NAME, WHY], settings: { languages: ["fr"] } }),
    )) as Created;
    const [name, why] = form.questions;
    const refused = await send("PUT", `/api/forms/${form._id}/translations/fr`, token, {
      texts: { [`q:${name?._id}:questionText`]: `Bonjour {{answer:${why?._id}}}` },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe("PIPING_TOKEN_INVALID");
  });

  it("publishes a form that pipes, takes its responses, and duplicates it with its tokens", async () => {
    const token = await owner();
    const form = (await createForm(
      context.app,
      token,
      formBody({
        isPublic: true,
        hiddenFields: ["name"],
        questions: [
          NAME,
          WHY,
          piping("Hi {{answer:q1}} ({{hidden:name}}), {{answer:q2|fine}}?"),
          DRINK,
        ],
        settings: { confirmationMessage: "Thanks {{answer:q1|friend}}!" },
      }),
    )) as Created;
    const [name, why, piped, drink] = form.questions;
    const answered = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: {
        answers: [
          { questionId: name?._id, answer: "Ada" },
          { questionId: piped?._id, answer: "Yes" },
          { questionId: drink?._id, answer: `Tea for {{answer:${name?._id}|you}}` },
        ],
        hiddenFields: { name: "Ada" },
      },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(why?._id).toBeDefined();

    // The owner reads a piped answer as "@<question>": the summary, the export's headings, and a
    // chosen option that pipes in the export's cells.
    const ownerText = "Hi @What is your name? (@name), @Why??";
    const summary = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${form._id}`,
      headers: bearer(token),
    });
    expect(summary.json().data.questions[2].questionText).toBe(ownerText);
    const exported = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${form._id}/export`,
      headers: bearer(token),
    });
    const [headings, row] = exported.body.split("\r\n");
    expect(headings).toContain(`"${ownerText}"`);
    expect(row).toContain('"Tea for @What is your name?"');

    const copy = await send("POST", `/api/forms/${form._id}/duplicate`, token, {});
    expect(copy.statusCode, copy.body).toBe(201);
    const [copiedName, copiedWhy, copiedPiped] = copy.json().data.questions;
    expect(copiedPiped.questionText).toBe(
      `Hi {{answer:${copiedName._id}}} ({{hidden:name}}), {{answer:${copiedWhy._id}|fine}}?`,
    );
    expect(copy.json().data.settings.confirmationMessage).toBe(
      `Thanks {{answer:${copiedName._id}|friend}}!`,
    );
  });
});
