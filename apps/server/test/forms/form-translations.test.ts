import {
  endingTextKey,
  FORM_TEXT_KEY_MAX,
  FORM_TITLE_MAX,
  type Form,
  optionTextKey,
  questionTextKey,
  STORABLE_TEXT_MESSAGE,
  sourceTextsOf,
  TRANSLATED_TEXT_MAX,
  TRANSLATIONS_MESSAGES,
} from "@formloom/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { forms, formVersions } from "../../src/db/schema.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { choiceQuestion, createForm, formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const FEEDBACK = { correct: "Well done", incorrect: "Not quite" };

describe.each(databaseKinds())("a form's translations on %s", (kind) => {
  const context = useTestApp(kind);
  const as = (token?: string) => {
    const headers = token ? bearer(token) : {};
    return {
      get: (url: string) => context.app.inject({ method: "GET", url, headers }),
      post: (url: string, payload: object = {}) =>
        context.app.inject({ method: "POST", url, payload, headers }),
      put: (url: string, payload: object) =>
        context.app.inject({ method: "PUT", url, payload, headers }),
    };
  };

  /** A public quiz in English adding German and French: a choice with feedback, a text. */
  async function seed(settings: object = {}) {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const created = await createForm(
      context.app,
      token,
      formBody({
        isPublic: true,
        questions: [choiceQuestion({ feedback: FEEDBACK }), textQuestion()],
        settings: { language: "en", languages: ["de", "fr"], ...settings },
      }),
    );
    const [choiceId = "", textId = ""] = created.questions.map((question) => question._id);
    const formId = created._id;
    const read = async (): Promise<Form> =>
      (await as(token).get(`/api/forms/${formId}`)).json().data;
    const save = (language: string, texts: Record<string, string>, by = token) =>
      as(by).put(`/api/forms/${formId}/translations/${language}`, { texts });
    return { token, formId, choiceId, textId, read, save };
  }

  /** A translation of every text the form has, in `language`. */
  const everyText = (form: Form, language: string) =>
    Object.fromEntries(sourceTextsOf(form).map(({ key, text }) => [key, `${language}: ${text}`]));

  it("replaces one language's texts whole, drops blank ones and never makes a version", async () => {
    const { formId, choiceId, read, save, token } = await seed();
    const saved = await save("de", {
      title: "Kundenfeedback",
      description: "   ",
      [questionTextKey(choiceId, "questionText")]: " Bester Planet? ",
      [optionTextKey(choiceId, "Earth")]: "Erde",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const german = {
      title: "Kundenfeedback",
      [questionTextKey(choiceId, "questionText")]: "Bester Planet?",
      [optionTextKey(choiceId, "Earth")]: "Erde",
    };
    expect(saved.json()).toEqual({
      statusCode: 200,
      message: "Translations saved",
      data: { _id: formId, language: "de", texts: german },
    });
    expect((await read()).translations).toEqual({ de: german, fr: {} });

    const again = await save("de", { title: "Rückmeldung" });
    expect(again.statusCode, again.body).toBe(200);
    const form = await read();
    expect(form.translations).toEqual({ de: { title: "Rückmeldung" }, fr: {} });
    expect(form.version).toBe(1);
    const versions = (await as(token).get(`/api/forms/${formId}/versions`)).json().data;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const stored = await context.database.db
      .select()
      .from(formVersions)
      .where(eq(formVersions.formId, formId));
    expect(stored).toHaveLength(1);
  });

  it("keeps both languages when two are saved at once", async () => {
    const { read, save } = await seed();
    const [german, french] = await Promise.all([
      save("de", { title: "Kundenfeedback" }),
      save("fr", { title: "Avis des clients" }),
    ]);
    expect([german.statusCode, french.statusCode]).toEqual([200, 200]);
    expect((await read()).translations).toEqual({
      de: { title: "Kundenfeedback" },
      fr: { title: "Avis des clients" },
    });
  });

  it("shows the owner only added languages and the texts the form still has", async () => {
    const { formId, choiceId, read, save, token } = await seed();
    const option = optionTextKey(choiceId, "Mercury");
    expect((await save("de", { title: "Umfrage", [option]: "Merkur" })).statusCode).toBe(200);
    expect((await save("fr", { title: "Sondage" })).statusCode).toBe(200);

    const form = await read();
    const [choice, ...rest] = form.questions;
    const edited = await as(token).put(
      `/api/forms/${formId}`,
      formBody({
        isPublic: true,
        questions: [{ ...choice, options: ["Venus", "Earth"], correctAnswer: ["Earth"] }, ...rest],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.translations).toEqual({
      de: { title: "Umfrage" },
      fr: { title: "Sondage" },
    });

    const patched = await as(token).put(`/api/forms/${formId}/settings`, { languages: ["de"] });
    expect(patched.statusCode).toBe(200);
    expect((await read()).translations).toEqual({ de: { title: "Umfrage" } });
  });

  it("refuses a language the form does not add, an unknown text and a text too long, storing nothing", async () => {
    const { formId, read, save } = await seed();
    const notAdded = await save("ja", { title: "お客様の声" });
    const message = TRANSLATIONS_MESSAGES.languageNotAdded("ja");
    expect(notAdded.statusCode).toBe(400);
    expect(notAdded.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_FAILED",
      message,
      errors: { language: message },
    });
    expect((await save("en", { title: "Feedback" })).json().errors).toEqual({
      language: TRANSLATIONS_MESSAGES.languageNotAdded("en"),
    });
    expect((await save("xx", { title: "?" })).statusCode).toBe(400);

    const unknown = await save("de", { title: "Umfrage", "q:gone:questionText": "Weg" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: TRANSLATIONS_MESSAGES.unknownKey,
      errors: { "texts.q:gone:questionText": TRANSLATIONS_MESSAGES.unknownKey },
    });

    const long = await save("de", { title: "x".repeat(FORM_TITLE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      "texts.title": TRANSLATIONS_MESSAGES.tooLongFor(FORM_TITLE_MAX),
    });
    const longest = await save("de", { description: "x".repeat(TRANSLATED_TEXT_MAX + 1) });
    expect(longest.statusCode).toBe(400);
    expect(longest.json().errors).toEqual({
      "texts.description": TRANSLATIONS_MESSAGES.textTooLong,
    });
    const longKey = await save("de", { ["k".repeat(FORM_TEXT_KEY_MAX + 1)]: "x" });
    expect(longKey.statusCode).toBe(400);
    expect(longKey.json().message).toBe(TRANSLATIONS_MESSAGES.keyTooLong);

    expect((await read()).translations).toEqual({ de: {}, fr: {} });
    const [row] = await context.database.db
      .select({ translations: forms.translations })
      .from(forms)
      .where(eq(forms.id, formId));
    expect(row?.translations).toEqual({});
  });

  it("answers 400, never 500, to a NUL byte or an unpaired surrogate in a text or a key", async () => {
    const { read, save } = await seed();
    for (const text of ["Um\u0000frage", "Umfrage \ud800", "\udc00"]) {
      const refused = await save("de", { title: text });
      expect(refused.statusCode, JSON.stringify(text)).toBe(400);
      expect(refused.json().errors).toEqual({ "texts.title": STORABLE_TEXT_MESSAGE });
    }
    for (const key of ["title\u0000", "q:\ud800:questionText"]) {
      const refused = await save("de", { [key]: "Umfrage" });
      expect(refused.statusCode, JSON.stringify(key)).toBe(400);
      expect(refused.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await read()).translations).toEqual({ de: {}, fr: {} });
  });

  it("lets only the owner save: 404 for anyone else, 401 for no one", async () => {
    const { formId, save } = await seed();
    const stranger = await signUp(context.app, context.mailer, "eve@example.org");
    expect((await save("de", { title: "Umfrage" }, stranger)).statusCode).toBe(404);
    const anonymous = await as().put(`/api/forms/${formId}/translations/de`, { texts: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it("serves respondents the complete languages only, or all with the fallback, never the feedback", async () => {
    const { formId, token, read, save } = await seed();
    const form = await read();
    const german = everyText(form, "de");
    const partial = { title: "Avis des clients" };
    expect((await save("de", german)).statusCode).toBe(200);
    expect((await save("fr", partial)).statusCode).toBe(200);
    const withoutFeedback = Object.fromEntries(
      Object.entries(german).filter(([key]) => !/:feedback(Correct|Incorrect)$/.test(key)),
    );
    expect(Object.keys(withoutFeedback).length).toBe(Object.keys(german).length - 2);

    const view = async () => (await as().get(`/api/forms/${formId}/view`)).json().data;
    const completeOnly = await view();
    expect(completeOnly.settings).toMatchObject({ language: "en", languages: ["de"] });
    expect(completeOnly.translations).toEqual({ de: withoutFeedback });
    expect(completeOnly.settings).not.toHaveProperty("translationFallback");

    const fallback = await as(token).put(`/api/forms/${formId}/settings`, {
      translationFallback: true,
    });
    expect(fallback.statusCode, fallback.body).toBe(200);
    const withFallback = await view();
    expect(withFallback.settings.languages).toEqual(["de", "fr"]);
    expect(withFallback.translations).toEqual({ de: withoutFeedback, fr: partial });
    for (const feedback of [FEEDBACK.correct, FEEDBACK.incorrect, "de: Well done"]) {
      expect(JSON.stringify(withFallback)).not.toContain(feedback);
    }
  });

  it("counts a missing feedback translation against serving the language", async () => {
    const { formId, choiceId, read, save } = await seed();
    const { [questionTextKey(choiceId, "feedbackIncorrect")]: _left, ...almost } = everyText(
      await read(),
      "de",
    );
    expect((await save("de", almost)).statusCode).toBe(200);
    const view = (await as().get(`/api/forms/${formId}/view`)).json().data;
    expect(view.settings.languages).toEqual([]);
    expect(view.translations).toEqual({});
  });

  it("copies the translations with a duplicate, under its questions' new ids", async () => {
    const { formId, choiceId, token, save } = await seed();
    const texts = {
      title: "Kundenfeedback",
      [questionTextKey(choiceId, "questionText")]: "Bester Planet?",
      [optionTextKey(choiceId, "Earth")]: "Erde",
    };
    expect((await save("de", texts)).statusCode).toBe(200);
    const copied = await as(token).post(`/api/forms/${formId}/duplicate`);
    expect(copied.statusCode, copied.body).toBe(201);
    const copy: Form = copied.json().data;
    const copyChoiceId = copy.questions[0]?._id ?? "";
    expect(copyChoiceId).not.toBe(choiceId);
    // The copy's title reads "Copy of …": the title's translation was made from another text.
    expect(copy.translations).toEqual({
      de: {
        [questionTextKey(copyChoiceId, "questionText")]: "Bester Planet?",
        [optionTextKey(copyChoiceId, "Earth")]: "Erde",
      },
      fr: {},
    });
  });

  it("takes a translation as missing again once its default text changes, until it is saved anew", async () => {
    const { formId, choiceId, textId, token, read, save } = await seed();
    const form = await read();
    expect((await save("de", everyText(form, "de"))).statusCode).toBe(200);
    const view = async () => (await as().get(`/api/forms/${formId}/view`)).json().data;
    expect((await view()).settings.languages).toEqual(["de"]);

    const [choice, text] = form.questions;
    const edited = await as(token).put(`/api/forms/${formId}`, {
      title: form.title,
      description: form.description,
      isPublic: true,
      settings: form.settings,
      questions: [choice, { ...text, questionText: "Your full name" }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const textKey = questionTextKey(textId, "questionText");
    const afterEdit = await read();
    expect(afterEdit.translations.de).not.toHaveProperty(textKey);
    expect(afterEdit.translations.de).toHaveProperty(questionTextKey(choiceId, "questionText"));
    expect((await view()).settings.languages).toEqual([]);

    const retranslated = { ...afterEdit.translations.de, [textKey]: "Ihr voller Name" };
    expect((await save("de", retranslated)).statusCode).toBe(200);
    expect((await read()).translations.de).toEqual(retranslated);
    expect((await view()).translations.de?.[textKey]).toBe("Ihr voller Name");
  });

  it("translates an ending's message, and drops the translation once the message changes", async () => {
    const ending = (message: string) => ({
      message,
      redirectUrl: null,
      logic: {
        match: "all",
        conditions: [{ questionId: "var:n", operator: "greaterThan", value: -1 }],
      },
    });
    const calculations = (message: string) => ({
      variables: [{ name: "n", kind: "number", start: 0 }],
      rules: [],
      endings: [ending(message)],
    });
    const { formId, token, read, save } = await seed({
      calculations: calculations("See you soon"),
    });
    const key = endingTextKey(0);
    const form = await read();
    expect(sourceTextsOf(form).find((source) => source.key === key)?.text).toBe("See you soon");
    expect((await save("de", everyText(form, "de"))).statusCode).toBe(200);
    const view = async () => (await as().get(`/api/forms/${formId}/view`)).json().data;
    expect((await view()).translations.de?.[key]).toBe("de: See you soon");

    const changed = await as(token).put(`/api/forms/${formId}/settings`, {
      calculations: calculations("Until next time"),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read()).translations.de).not.toHaveProperty(key);
    expect((await view()).settings.languages).toEqual([]);
  });

  it("starts a new form with no translations", async () => {
    const { read } = await seed();
    expect((await read()).translations).toEqual({ de: {}, fr: {} });
  });
});
