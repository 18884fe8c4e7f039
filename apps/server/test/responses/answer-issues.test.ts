import { englishAnswerMessage } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { regexPatterns } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import { signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// A refused submission says per answer what is wrong as a code and its parameters, beside the
// English messages API clients already read.
const FORM = formBody({
  title: "Trip",
  isPublic: true,
  questions: [
    {
      questionType: "text",
      questionText: "Name",
      required: true,
      validations: { regex: { title: "Letters", regex: "^[A-Za-z ]+$" } },
    },
    { questionType: "text", questionText: "Nickname", validations: { minLength: 2, maxLength: 5 } },
    { questionType: "number", questionText: "Age", validations: { min: 18, max: 120 } },
    {
      questionType: "date",
      questionText: "Arrival",
      validations: { minDate: "2026-01-01", maxDate: "2026-12-31" },
    },
    { questionType: "email", questionText: "Email" },
    { questionType: "rating", questionText: "Fun?", maxRating: 5 },
    { questionType: "linearScale", questionText: "Again?", scaleMin: 0, scaleMax: 10 },
    { questionType: "dropdown", questionText: "Seat", options: ["Aisle", "Window"] },
    { questionType: "file", questionText: "Passport", validations: { fileType: "pdf" } },
  ],
});

describe.each(databaseKinds())("answer issues of a refused submission on %s", (kind) => {
  const context = useTestApp(kind);

  async function setUp() {
    await context.database.db.insert(regexPatterns).values({
      id: newId(),
      title: "Letters",
      regex: "^[A-Za-z ]+$",
      errorMessage: "Letters only",
    });
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, FORM);
    return { formId: form._id, ids: form.questions.map((q) => q._id) };
  }

  const submit = (formId: string, answers: { questionId: string; answer: unknown }[]) =>
    context.app.inject({ method: "POST", url: `/api/responses/${formId}`, payload: { answers } });

  it("carries each wrong answer's code and parameters, and the same in English", async () => {
    const { formId, ids } = await setUp();
    const wrong = [
      "R2D2",
      "abcdefg",
      17,
      "2027-01-05",
      "ada@",
      9,
      11,
      "Middle",
      "/api/files/not-a-file",
    ];
    const response = await submit(
      formId,
      wrong.map((answer, index) => ({ questionId: ids[index] as string, answer })),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("INVALID_ANSWERS");
    expect(body.answerIssues).toEqual({
      [ids[0] as string]: { code: "PATTERN_MISMATCH", params: { message: "Letters only" } },
      [ids[1] as string]: { code: "TOO_LONG", params: { max: 5 } },
      [ids[2] as string]: { code: "NUMBER_BELOW_MIN", params: { min: 18 } },
      [ids[3] as string]: { code: "DATE_AFTER_MAX", params: { max: "2026-12-31" } },
      [ids[4] as string]: { code: "INVALID_EMAIL" },
      [ids[5] as string]: { code: "RATING_OUT_OF_RANGE", params: { max: 5 } },
      [ids[6] as string]: { code: "SCALE_OUT_OF_RANGE", params: { min: 0, max: 10 } },
      [ids[7] as string]: { code: "OPTION_INVALID" },
    });
    for (const [questionId, issue] of Object.entries(body.answerIssues)) {
      expect(body.errors[`answers.${questionId}`]).toBe(
        englishAnswerMessage(issue as Parameters<typeof englishAnswerMessage>[0]),
      );
    }
    expect(Object.keys(body.errors)).toHaveLength(8);
    expect(body.message).toBe("Name: Letters only");
  });

  it("names a missing required answer, a too short one and an unknown question", async () => {
    const { formId, ids } = await setUp();
    const stranger = newId();
    const response = await submit(formId, [
      { questionId: ids[1] as string, answer: "a" },
      { questionId: stranger, answer: "x" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().answerIssues).toEqual({
      [ids[0] as string]: { code: "REQUIRED" },
      [ids[1] as string]: { code: "TOO_SHORT", params: { min: 2 } },
      [stranger]: { code: "UNKNOWN_QUESTION" },
    });
    expect(response.json().errors[`answers.${ids[1]}`]).toBe(
      "Answers must be at least 2 characters",
    );
  });

  it("names a file answer that is no upload of this form", async () => {
    const { formId, ids } = await setUp();
    const response = await submit(formId, [
      { questionId: ids[0] as string, answer: "Ada" },
      { questionId: ids[8] as string, answer: "/api/files/not-a-file" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      answerIssues: { [ids[8] as string]: { code: "FILE_UNAVAILABLE" } },
      errors: {
        [`answers.${ids[8]}`]:
          "A file of this response is no longer available. Please upload it again.",
      },
    });
  });

  it("sends no answer issues with refusals of the form itself", async () => {
    const { formId, ids } = await setUp();
    const twice = await submit(formId, [
      { questionId: ids[0] as string, answer: "Ada" },
      { questionId: ids[0] as string, answer: "Bea" },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().answerIssues).toBeUndefined();
    const missing = await submit(newId(), [{ questionId: ids[0] as string, answer: "Ada" }]);
    expect(missing.json()).toEqual({
      statusCode: 404,
      code: "FORM_NOT_FOUND",
      message: "Form not found",
    });
  });
});
