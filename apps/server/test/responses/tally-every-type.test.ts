import { QUESTION_TYPE_IDS, type QuestionType } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { PDF_BYTES, PNG_BYTES, upload } from "../support/uploads.js";

// One question of every type, so the counters a submission keeps and the summary counted from
// the rows a filter keeps are compared for each: a new type fails here until both count it alike.
const QUESTION_OF_TYPE: Record<QuestionType, Record<string, unknown>> = {
  section: { questionText: "About you" },
  text: { questionText: "Nickname" },
  paragraph: { questionText: "Story" },
  multipleChoice: { questionText: "Planet", options: ["Mars", "Venus"] },
  checkbox: { questionText: "Pets", options: ["Cat", "Dog", "Fish"] },
  file: { questionText: "Attach", validations: { fileType: "pdf" } },
  rating: { questionText: "Rate us", maxRating: 5 },
  dropdown: { questionText: "Country", options: ["France", "Peru"] },
  email: { questionText: "Email" },
  number: { questionText: "Age" },
  date: { questionText: "Day" },
  linearScale: { questionText: "Recommend", scaleMin: 0, scaleMax: 10 },
  matrix: { questionText: "Rate", rows: ["Food", "Staff"], options: ["Good", "Bad"] },
  ranking: { questionText: "Order", options: ["A", "B", "C"] },
  phone: { questionText: "Phone", validations: { defaultCountry: "FR" } },
  consent: { questionText: "Terms", description: "I accept the terms." },
  address: { questionText: "Address", validations: { defaultCountry: "FR" } },
  imageChoice: {
    questionText: "Cover",
    options: ["Red", "Blue", "Green"],
    validations: { multiple: true },
  },
  signature: { questionText: "Sign here" },
};

/** Three respondents' answers by type; each nickname contains "ada", so `q=ada` keeps all. */
const ANSWERS: Partial<Record<QuestionType, unknown[]>> = {
  text: ["Ada", "Adam", "Adaline"],
  paragraph: ["Once", "Twice", "Thrice"],
  multipleChoice: ["Mars", "Venus", "Mars"],
  checkbox: [["Cat", "Dog"], ["Dog"], ["Cat", "Fish"]],
  rating: [5, 3, 5],
  dropdown: ["Peru", "France", "Peru"],
  email: ["a@example.org", "b@example.org", "c@example.org"],
  number: [42, 7, 42],
  date: ["2026-02-28", "2026-03-01", "2026-02-28"],
  linearScale: [9, 4, 10],
  matrix: [
    ["Good", "Bad"],
    ["Good", ""],
    ["Bad", "Bad"],
  ],
  ranking: [
    ["C", "A", "B"],
    ["A", "B", "C"],
    ["C", "B", "A"],
  ],
  phone: ["+33612345678", "+442079460958", "+33612345678"],
  consent: ["I accept the terms.", "I accept the terms.", "I accept the terms."],
  address: [
    ["1 Rue de Rivoli", "", "Paris", "", "75001", "FR"],
    ["10 Downing St", "", "London", "", "SW1A 2AA", "GB"],
    ["5 Quai Voltaire", "Apt 2", "Paris", "Île-de-France", "75007", "FR"],
  ],
  imageChoice: [["Red", "Blue"], ["Blue"], ["Green"]],
};

describe.each(databaseKinds())("the counters and the filtered summary on %s", (kind) => {
  const context = useTestApp(kind);

  it("count every question type alike", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const types = [...QUESTION_TYPE_IDS];
    const form = await createForm(
      context.app,
      owner,
      formBody({
        title: "Every type",
        isPublic: true,
        questions: types.map((questionType) => ({
          questionType,
          ...QUESTION_OF_TYPE[questionType],
        })),
      }),
    );
    const idOf = (type: QuestionType) => form.questions[types.indexOf(type)]?._id as string;

    for (let respondent = 0; respondent < 3; respondent += 1) {
      const answers = Object.entries(ANSWERS).map(([type, values]) => ({
        questionId: idOf(type as QuestionType),
        answer: values?.[respondent],
      }));
      // The first two respondents attach a file and sign; the third does neither.
      if (respondent < 2) {
        const uploaded = await upload(
          context.app,
          { formId: form._id, questionId: idOf("file") },
          { name: `cv-${respondent}.pdf`, bytes: PDF_BYTES, type: "application/pdf" },
        );
        answers.push({ questionId: idOf("file"), answer: uploaded.json().data.url });
        const signed = await upload(
          context.app,
          { formId: form._id, questionId: idOf("signature") },
          { name: "signature.png", bytes: PNG_BYTES, type: "image/png" },
        );
        answers.push({ questionId: idOf("signature"), answer: signed.json().data.url });
      }
      const submitted = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
    }

    const summary = async (query: string) => {
      const response = await context.app.inject({
        method: "GET",
        url: `/api/responses/form/${form._id}?${query}`,
        headers: bearer(owner),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const counted = await summary("");
    const filtered = await summary("q=ada");
    expect(filtered.totalResponses).toBe(3);
    expect(counted.totalResponses).toBe(3);
    // Every answerable type is summarised, and answered as often as it was given.
    const byType = new Map(
      counted.questions.map((q: { questionType: QuestionType }) => [q.questionType, q]),
    );
    for (const type of types.filter((each) => each !== "section")) {
      expect(byType.get(type), type).toMatchObject({
        answeredCount: type === "file" || type === "signature" ? 2 : 3,
      });
    }
    // A phone's and an address's countries come from the counters, and from the stored answers
    // when filtered (the last comparison).
    for (const type of ["phone", "address"]) {
      expect(byType.get(type), type).toMatchObject({
        countries: [
          { country: "FR", count: 2 },
          { country: "GB", count: 1 },
        ],
      });
    }
    expect(filtered.questions).toEqual(counted.questions);
  });
});
