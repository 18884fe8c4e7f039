import { DEFAULT_FORM_SETTINGS, type Question } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { toFilterCondition } from "../../src/modules/responses/common/owned-version.js";
import { buildQuestionSummaries } from "../../src/modules/responses/summary/build-question-summaries.js";
import { summarizeFilteredResponses } from "../../src/modules/responses/summary/summarize-filtered-responses.js";
import { signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const likesMars = {
  match: "all",
  conditions: [{ questionId: "planet", operator: "equals", value: "Mars" }],
};

// Every kind of tally (a value, a checkbox's options, a grid's cells, a ranking's places), scores,
// and a question logic may hide, whose "seen" count comes from the combinations of answers.
const SURVEY = formBody({
  title: "Paged survey",
  isPublic: true,
  questions: [
    {
      key: "planet",
      questionType: "multipleChoice",
      questionText: "Planet",
      options: ["Mars", "Venus"],
      correctAnswer: ["Mars"],
      required: true,
    },
    { questionType: "text", questionText: "Why Mars?", logic: likesMars },
    { questionType: "text", questionText: "Nickname" },
    {
      questionType: "checkbox",
      questionText: "Pets",
      options: ["Cat", "Dog", "Fish"],
      correctAnswer: ["Cat", "Dog"],
    },
    { questionType: "number", questionText: "Age" },
    {
      questionType: "matrix",
      questionText: "Rate",
      rows: ["Food", "Staff"],
      options: ["Good", "Bad"],
    },
    { questionType: "ranking", questionText: "Order", options: ["A", "B", "C"] },
  ],
});

const RESPONDENTS = 7;

describe.each(databaseKinds())("the filtered summary counted by pages on %s", (kind) => {
  const context = useTestApp(kind);

  it("adds up to the figures of one statement whatever the size of its pages", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner, SURVEY);
    const [planet, why, nickname, pets, age, rate, order] = form.questions.map((q) => q._id);
    for (let n = 0; n < RESPONDENTS; n += 1) {
      const isMars = n % 3 !== 0;
      const answers = [
        { questionId: planet, answer: isMars ? "Mars" : "Venus" },
        ...(isMars && n % 2 === 0 ? [{ questionId: why, answer: `red ${n}` }] : []),
        { questionId: nickname, answer: n === 4 ? "Bob" : `Ada ${n}` },
        { questionId: pets, answer: n % 2 === 0 ? ["Cat", "Dog"] : ["Fish"] },
        ...(n === 5 ? [] : [{ questionId: age, answer: 20 + (n % 3) }]),
        { questionId: rate, answer: n % 2 === 0 ? ["Good", "Bad"] : ["Bad", ""] },
        { questionId: order, answer: n % 2 === 0 ? ["C", "A", "B"] : ["A", "B", "C"] },
      ];
      const submitted = await context.app.inject({
        method: "POST",
        url: `/api/responses/${form._id}`,
        payload: { answers },
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
    }

    const questions = form.questions as Question[];
    const summarize = async (filter: { q?: string; from?: string }, pageRows?: number) => {
      const where = toFilterCondition(
        {
          formId: form._id,
          version: 1,
          questions,
          hiddenFields: [],
          settings: DEFAULT_FORM_SETTINGS,
        },
        filter,
      );
      if (!where) throw new Error("no filter");
      const { scores, answered, chosen } = await summarizeFilteredResponses(context.database.db, {
        formId: form._id,
        version: 1,
        questions,
        where,
        pageRows,
      });
      return {
        scores,
        questions: buildQuestionSummaries(questions, answered, chosen, scores.total),
      };
    };
    for (const filter of [{ q: "ada" }, { from: "2000-01-01" }]) {
      const whole = await summarize(filter);
      expect(whole.scores.total).toBe(filter.q ? RESPONDENTS - 1 : RESPONDENTS);
      for (const pageRows of [1, 2, 3, RESPONDENTS]) {
        expect(await summarize(filter, pageRows), `${pageRows} a page`).toEqual(whole);
      }
    }
  });
});
