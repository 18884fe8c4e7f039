import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAnswerMissing } from "./answer-presence";
import { findCalculationIssues } from "./calculation-issues";
import type { CalculationRule, Calculations } from "./calculation-schemas";
import { computeVariables } from "./calculations";
import type { AnswerValue, Logic, Question, QuestionType } from "./entities";
import { EMPTY_TYPE_FIELDS, QUESTION_BEHAVIOUR_DEFAULTS } from "./question-types";
import { indexAnswers } from "./respondent-rules";

// Browser and server compute a form's variables and ending with the same evaluator, from
// different inputs: the browser from every value on its page (answers to questions logic has
// since hidden, emptied fields), the server from the submitted list of the shown questions'
// answers, its result stored as JSON. They must agree on every variable and on the ending.

const TYPES = [
  "multipleChoice",
  "checkbox",
  "number",
  "rating",
  "linearScale",
  "text",
  "section",
] as const;
const OPTIONS = ["A", "B", "C"];
const VARIABLES = [
  { name: "total", kind: "number" as const },
  { name: "count", kind: "number" as const },
  { name: "label", kind: "text" as const },
];
const OPERATIONS = ["add", "subtract", "multiply", "set"] as const;
const FORMS = 1_000;
const ANSWERS_PER_FORM = 100;

function question(id: string, questionType: QuestionType, logic: Logic | null): Question {
  const isChoice = questionType === "multipleChoice" || questionType === "checkbox";
  return {
    _id: id,
    questionType,
    questionText: id,
    required: false,
    correctAnswer: [],
    validations: {},
    options: isChoice ? OPTIONS : [],
    maxRating: questionType === "rating" ? 5 : null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
    ...(questionType === "linearScale" ? { scaleMin: 0, scaleMax: 10 } : {}),
    logic,
  };
}

const numberValue = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.double({ min: -1000, max: 1000, noNaN: true, noDefaultInfinity: true }),
);

const condition = fc.oneof(
  fc.record({
    questionId: fc.constantFrom("var:total", "var:count"),
    operator: fc.constantFrom("greaterThan" as const, "lessThan" as const, "equals" as const),
    value: fc.integer({ min: -20, max: 40 }),
  }),
  fc.record({
    questionId: fc.constant("var:label"),
    operator: fc.constantFrom("equals" as const, "notEquals" as const),
    value: fc.constantFrom("A", "B", "start"),
  }),
);
const logic = fc.record({
  match: fc.constantFrom("all" as const, "any" as const),
  conditions: fc.array(condition, { minLength: 1, maxLength: 2 }),
});

function rulesFor(item: Question): fc.Arbitrary<CalculationRule[]> {
  const isChoice = item.options.length > 0;
  const isNumber = ["number", "rating", "linearScale"].includes(item.questionType);
  if (!isChoice && !isNumber) return fc.constant([]);
  const rule = fc
    .record({ variable: fc.constantFrom(...VARIABLES), operation: fc.constantFrom(...OPERATIONS) })
    .chain(({ variable, operation }): fc.Arbitrary<CalculationRule> => {
      const isText = variable.kind === "text";
      const base = {
        questionId: item._id,
        variable: variable.name,
        operation: isText ? ("set" as const) : operation,
      };
      if (!isChoice) return fc.constant({ ...base, option: null, value: null });
      const value: fc.Arbitrary<string | number> = isText
        ? fc.constantFrom("A", "B", "x")
        : numberValue;
      return fc
        .record({ option: fc.constantFrom(...OPTIONS), value })
        .map((rest) => ({ ...base, ...rest }));
    });
  return fc.array(rule, { maxLength: 3 });
}

function answerFor(type: QuestionType): fc.Arbitrary<AnswerValue | undefined> {
  const missing = fc.constantFrom(undefined, "");
  switch (type) {
    case "multipleChoice":
      return fc.oneof(missing, fc.constantFrom(...OPTIONS));
    case "checkbox":
      return fc.oneof(missing, fc.constant<string[]>([]), fc.subarray(OPTIONS, { minLength: 1 }));
    case "number":
      return fc.oneof(missing, numberValue);
    case "rating":
      return fc.oneof(missing, fc.integer({ min: 1, max: 5 }));
    case "linearScale":
      return fc.oneof(missing, fc.integer({ min: 0, max: 10 }));
    default:
      return fc.oneof(missing, fc.constantFrom("yes", "no"));
  }
}

const formWithAnswers = fc
  .array(fc.record({ type: fc.constantFrom(...TYPES), logic: fc.option(logic, { freq: 3 }) }), {
    minLength: 1,
    maxLength: 7,
  })
  .chain((specs) => {
    const questions = specs.map((spec, index) => question(`q${index}`, spec.type, spec.logic));
    const calculations = fc
      .record({
        starts: fc.tuple(
          numberValue,
          fc.integer({ min: -5, max: 5 }),
          fc.constantFrom("start", "A"),
        ),
        rules: fc.tuple(...questions.map(rulesFor)),
        endings: fc.array(logic, { maxLength: 3 }),
      })
      .map(
        ({ starts, rules, endings }): Calculations => ({
          variables: VARIABLES.map((variable, index) => ({
            ...variable,
            start: starts[index] as never,
          })),
          rules: rules.flat(),
          endings: endings.map((ending) => ({ message: "", redirectUrl: null, logic: ending })),
        }),
      );
    // Many answer sets per form: 100,000 cases stay quick to generate.
    const answerSet = fc.tuple(...questions.map((item) => answerFor(item.questionType)));
    const answerSets = fc.array(answerSet, {
      minLength: ANSWERS_PER_FORM,
      maxLength: ANSWERS_PER_FORM,
    });
    return fc.record({ questions: fc.constant(questions), calculations, answerSets });
  });

function browserSide(
  form: { questions: Question[]; calculations: Calculations },
  values: Record<string, AnswerValue | undefined>,
) {
  // The public page has no correct answers, and keeps every value typed.
  const questions = form.questions.map(({ correctAnswer: _c, feedback: _f, ...rest }) => ({
    ...rest,
  }));
  const { variables, ending, shown } = computeVariables({ ...form, questions }, values);
  return { variables, ending, shown };
}

function serverSide(
  form: { questions: Question[]; calculations: Calculations },
  sent: { questionId: string; answer: AnswerValue }[],
) {
  const given = sent.filter((answer) => !isAnswerMissing(answer.answer));
  const { variables, ending } = computeVariables(form, indexAnswers(given) ?? {});
  return JSON.parse(JSON.stringify({ variables, ending }));
}

function agree(
  form: { questions: Question[]; calculations: Calculations },
  answers: readonly (AnswerValue | undefined)[],
): boolean {
  const values: Record<string, AnswerValue | undefined> = {};
  form.questions.forEach((item, index) => {
    if (item.questionType !== "section") values[item._id] = answers[index];
  });
  const browser = browserSide(form, values);
  // What the page sends: the shown questions' values.
  const sent = form.questions.flatMap((item) => {
    const answer = values[item._id];
    return browser.shown.has(item._id) && answer !== undefined
      ? [{ questionId: item._id, answer }]
      : [];
  });
  const server = serverSide(form, sent);
  return (
    JSON.stringify(server.variables) === JSON.stringify(browser.variables) &&
    server.ending === browser.ending
  );
}

describe("calculations properties", () => {
  it("browser and server agree on every variable and the ending (100,000 cases)", () => {
    let cases = 0;
    let differences = 0;
    fc.assert(
      fc.property(formWithAnswers, ({ questions, calculations, answerSets }) => {
        const form = { questions, calculations };
        expect(findCalculationIssues(questions, calculations, [])).toEqual([]);
        for (const answers of answerSets) {
          cases += 1;
          if (!agree(form, answers)) differences += 1;
        }
        return differences === 0;
      }),
      { numRuns: FORMS },
    );
    expect(cases).toBe(100_000);
    expect(differences).toBe(0);
  }, 30_000);
});
