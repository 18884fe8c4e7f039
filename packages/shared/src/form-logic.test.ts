import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnswerValue, Logic, LogicOperator, Question, QuestionType } from "./entities";
import {
  findLogicIssues,
  findReferenceBlockingRemoval,
  findShownItemIds,
  isConditionMet,
  operatorsFor,
  operatorTakesValue,
  splitIntoPages,
  valueKindFor,
} from "./form-logic";
import { EMPTY_TYPE_FIELDS, QUESTION_BEHAVIOUR_DEFAULTS } from "./question-types";
import { findAnswerErrors, type PatternMatcher } from "./respondent-rules";
import { markResponse, scoreMarks } from "./scoring";

const anyPattern: PatternMatcher = () => true;

function item(id: string, questionType: QuestionType, overrides: Partial<Question> = {}): Question {
  return {
    _id: id,
    questionType,
    questionText: `Question ${id}`,
    required: false,
    correctAnswer: [],
    validations: {},
    options: valueKindFor(questionType) === "option" ? ["A", "B", "C"] : [],
    maxRating: questionType === "rating" ? 5 : null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
    ...overrides,
  };
}

const when = (questionId: string, operator: LogicOperator, value?: string | number): Logic => ({
  match: "all",
  conditions: [{ questionId, operator, ...(value === undefined ? {} : { value }) }],
});

describe("isConditionMet", () => {
  it("compares a chosen option exactly", () => {
    const equalsB = { operator: "equals", value: "B" } as const;
    expect(isConditionMet("multipleChoice", equalsB, "B")).toBe(true);
    expect(isConditionMet("multipleChoice", equalsB, "b")).toBe(false);
    expect(isConditionMet("multipleChoice", equalsB, undefined)).toBe(false);
  });

  it("reads 'is not' as true when the question is unanswered", () => {
    const notB = { operator: "notEquals", value: "B" } as const;
    expect(isConditionMet("dropdown", notB, undefined)).toBe(true);
    expect(isConditionMet("dropdown", notB, "A")).toBe(true);
    expect(isConditionMet("dropdown", notB, "B")).toBe(false);
  });

  it("matches ticked boxes: contains any one, equals exactly that one alone", () => {
    expect(isConditionMet("checkbox", { operator: "contains", value: "A" }, ["B", "A"])).toBe(true);
    expect(isConditionMet("checkbox", { operator: "equals", value: "A" }, ["B", "A"])).toBe(false);
    expect(isConditionMet("checkbox", { operator: "equals", value: "A" }, ["A"])).toBe(true);
  });

  it("compares text trimmed and without case, and finds a part of it", () => {
    expect(isConditionMet("text", { operator: "equals", value: "Paris" }, " paris ")).toBe(true);
    expect(isConditionMet("paragraph", { operator: "contains", value: "LATE" }, "Too late")).toBe(
      true,
    );
  });

  it("compares numbers, ratings and scales by value", () => {
    expect(isConditionMet("number", { operator: "greaterThan", value: 18 }, 21)).toBe(true);
    expect(isConditionMet("number", { operator: "greaterThan", value: 18 }, 18)).toBe(false);
    expect(isConditionMet("rating", { operator: "lessThan", value: 3 }, 2)).toBe(true);
    expect(isConditionMet("linearScale", { operator: "equals", value: 7 }, 7)).toBe(true);
    expect(isConditionMet("number", { operator: "lessThan", value: 3 }, undefined)).toBe(false);
  });

  it("compares dates by the calendar", () => {
    const afterNewYear = { operator: "greaterThan", value: "2026-01-01" } as const;
    expect(isConditionMet("date", afterNewYear, "2026-03-01")).toBe(true);
    expect(isConditionMet("date", afterNewYear, "2025-12-31")).toBe(false);
  });

  it("tells answered from not answered, blank text counting as unanswered", () => {
    expect(isConditionMet("text", { operator: "answered" }, "  ")).toBe(false);
    expect(isConditionMet("matrix", { operator: "answered" }, ["Col 1"])).toBe(true);
    expect(isConditionMet("file", { operator: "notAnswered" }, undefined)).toBe(true);
  });
});

describe("findShownItemIds", () => {
  const form = [
    item("age", "number"),
    item("drinks", "multipleChoice", { logic: when("age", "greaterThan", 17) }),
    item("adults", "section", { logic: when("age", "greaterThan", 17) }),
    item("wine", "text"),
    item("everyone", "section"),
    item("thanks", "text", { logic: when("drinks", "equals", "A") }),
  ];

  it("shows what the conditions allow, and a hidden section hides its questions", () => {
    expect([...findShownItemIds(form, { age: 12 })]).toEqual(["age", "everyone"]);
    expect([...findShownItemIds(form, { age: 30, drinks: "A" })]).toEqual([
      "age",
      "drinks",
      "adults",
      "wine",
      "everyone",
      "thanks",
    ]);
  });

  it("ignores answers to questions the respondent cannot see", () => {
    expect(findShownItemIds(form, { age: 12, drinks: "A" }).has("thanks")).toBe(false);
  });

  it("holds with any one condition when the match is 'any'", () => {
    const logic: Logic = {
      match: "any",
      conditions: [
        { questionId: "age", operator: "lessThan", value: 10 },
        { questionId: "age", operator: "greaterThan", value: 60 },
      ],
    };
    const items = [item("age", "number"), item("discount", "text", { logic })];
    expect(findShownItemIds(items, { age: 70 }).has("discount")).toBe(true);
    expect(findShownItemIds(items, { age: 30 }).has("discount")).toBe(false);
  });
});

describe("splitIntoPages", () => {
  it("starts a page at each section, with the questions before the first on a page of their own", () => {
    const pages = splitIntoPages([
      item("a", "text"),
      item("s1", "section"),
      item("b", "text"),
      item("s2", "section"),
    ]);
    expect(
      pages.map((page) => [page.section?._id ?? null, page.questions.map((q) => q._id)]),
    ).toEqual([
      [null, ["a"]],
      ["s1", ["b"]],
      ["s2", []],
    ]);
  });

  it("keeps a form without sections on one page, and opens with the first section when it leads", () => {
    expect(splitIntoPages([item("a", "text"), item("b", "text")])).toHaveLength(1);
    expect(splitIntoPages([item("s", "section"), item("a", "text")])).toHaveLength(1);
  });
});

describe("findLogicIssues", () => {
  const draft = (key: string, questionType: QuestionType, logic: Logic | null = null) => ({
    key,
    questionType,
    questionText: `Question ${key}`,
    options: valueKindFor(questionType) === "option" ? ["A", "B"] : [],
    logic,
  });

  it("accepts conditions on earlier questions named by key or id", () => {
    const items = [
      { ...draft("q1", "number"), _id: "stored-id" },
      draft("q2", "text", when("stored-id", "greaterThan", 3)),
      draft("q3", "text", when("q2", "contains", "x")),
    ];
    expect(findLogicIssues(items)).toEqual([]);
  });

  it("refuses a missing, later or section reference, and a comparison or value that does not fit", () => {
    const items = [
      draft("s", "section"),
      draft("choice", "multipleChoice"),
      draft("a", "text", when("gone", "answered")),
      draft("b", "text", when("c", "answered")),
      draft("c", "text", when("s", "answered")),
      draft("d", "text", when("choice", "greaterThan", 1)),
      draft("e", "text", when("choice", "equals", "Z")),
      draft("f", "text", when("choice", "equals")),
    ];
    expect(findLogicIssues(items).map((issue) => [issue.index, issue.message])).toEqual([
      [2, "This condition refers to a question that is no longer in the form"],
      [3, "A condition can only refer to a question that comes before it"],
      [4, "A condition must refer to a question, not a section"],
      [5, "This comparison does not apply to that question's type"],
      [6, "The value must be one of that question's options"],
      [7, "Choose or enter a value to compare with"],
    ]);
  });

  it("refuses to remove a question that later logic uses, and a move that puts it after", () => {
    const items = [draft("q1", "number"), draft("q2", "text", when("q1", "answered"))];
    expect(findReferenceBlockingRemoval(items, 0)).toBe(
      '"Question q1" is used by the logic of a later question: change that logic first',
    );
    expect(findReferenceBlockingRemoval(items, 1)).toBeNull();
    const ending = { logic: when("q2", "answered") };
    expect(findReferenceBlockingRemoval(items, 1, [ending])).toBe(
      '"Question q2" is used by an ending\'s condition: change that condition first',
    );
    const reordered = [items[1], items[0]].filter((x) => x !== undefined);
    expect(findLogicIssues(reordered)[0]?.message).toBe(
      "A condition can only refer to a question that comes before it",
    );
  });
});

// ---- Property tests: random forms with logic and random answers. ----

const TYPES = [
  "multipleChoice",
  "checkbox",
  "number",
  "text",
  "rating",
  "date",
  "section",
] as const;

const answerFor = (type: QuestionType): fc.Arbitrary<AnswerValue | undefined> => {
  const missing = fc.constant(undefined);
  switch (type) {
    case "multipleChoice":
      return fc.oneof(missing, fc.constantFrom("A", "B", "C"));
    case "checkbox":
      return fc.oneof(missing, fc.subarray(["A", "B", "C"], { minLength: 1 }));
    case "number":
      return fc.oneof(missing, fc.integer({ min: -5, max: 5 }));
    case "rating":
      return fc.oneof(missing, fc.integer({ min: 1, max: 5 }));
    case "date":
      return fc.oneof(missing, fc.constantFrom("2026-01-01", "2026-06-15", "2026-12-31"));
    default:
      return fc.oneof(missing, fc.constantFrom("yes", "no", "maybe"));
  }
};

const valueFor = (type: QuestionType): fc.Arbitrary<string | number> => {
  switch (valueKindFor(type)) {
    case "option":
      return fc.constantFrom("A", "B", "C");
    case "number":
      return fc.integer({ min: -5, max: 5 });
    case "date":
      return fc.constantFrom("2026-01-01", "2026-06-15", "2026-12-31");
    case "text":
      return fc.constantFrom("yes", "no", "e");
  }
};

// Each item's logic names only earlier questions, as a saved form's must.
const formArbitrary: fc.Arbitrary<Question[]> = fc
  .array(
    fc.record({
      type: fc.constantFrom(...TYPES),
      required: fc.boolean(),
      scored: fc.boolean(),
      points: fc.integer({ min: 0, max: 5 }),
      logicSeed: fc.option(
        fc.record({
          match: fc.constantFrom("all" as const, "any" as const),
          picks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
        }),
      ),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .chain((specs) => {
    const items = specs.map((spec, index) => {
      const type = spec.type;
      const correctAnswer = spec.scored && type === "multipleChoice" ? ["A"] : [];
      return item(`i${index}`, type, {
        required: type !== "section" && spec.required,
        correctAnswer,
        points: spec.points,
      });
    });
    const logicArbitraries = specs.map((spec, index) => {
      const earlier = items.slice(0, index).filter((other) => other.questionType !== "section");
      if (!spec.logicSeed || earlier.length === 0) return fc.constant(null);
      const { match, picks } = spec.logicSeed;
      return fc
        .tuple(
          ...picks.map(([which, how]) => {
            const target = earlier[which % earlier.length] as Question;
            const operators = operatorsFor(target.questionType);
            const operator = operators[how % operators.length] as LogicOperator;
            if (!operatorTakesValue(operator))
              return fc.constant({ questionId: target._id, operator });
            return valueFor(target.questionType).map((value) => ({
              questionId: target._id,
              operator,
              value,
            }));
          }),
        )
        .map((conditions): Logic => ({ match, conditions }));
    });
    return fc
      .tuple(...logicArbitraries)
      .map((logics) =>
        items.map((question, index) => ({ ...question, logic: logics[index] ?? null })),
      );
  });

const formWithAnswers = formArbitrary.chain((form) =>
  fc.tuple(...form.map((question) => answerFor(question.questionType))).map((values) => {
    const answers: Record<string, AnswerValue | undefined> = {};
    form.forEach((question, index) => {
      const value = values[index];
      if (question.questionType !== "section" && value !== undefined) answers[question._id] = value;
    });
    return { form, answers };
  }),
);

// What the respond page sends: the answers of the questions it shows, nothing else.
function submittedByBrowser(
  form: readonly Question[],
  answers: Record<string, AnswerValue | undefined>,
) {
  const shown = findShownItemIds(form, answers);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => shown.has(id)));
}

describe("logic properties", () => {
  it("every saved-shape form passes the builder's logic rules", () => {
    fc.assert(fc.property(formArbitrary, (form) => findLogicIssues(form).length === 0));
  });

  it("the server sees exactly what the browser showed, from the answers the browser sends", () => {
    fc.assert(
      fc.property(formWithAnswers, ({ form, answers }) => {
        const inBrowser = findShownItemIds(form, answers);
        const onServer = findShownItemIds(form, submittedByBrowser(form, answers));
        expect([...onServer]).toEqual([...inBrowser]);
      }),
    );
  });

  it("an item's visibility depends only on the answers before it", () => {
    fc.assert(
      fc.property(formWithAnswers, fc.nat(), ({ form, answers }, pick) => {
        const index = pick % form.length;
        const changed = { ...answers };
        for (const later of form.slice(index)) delete changed[later._id];
        const before = findShownItemIds(form, answers);
        const after = findShownItemIds(form, changed);
        for (const earlier of form.slice(0, index + 1)) {
          expect(after.has(earlier._id)).toBe(before.has(earlier._id));
        }
      }),
    );
  });

  it("the server never requires a hidden question and refuses an answer to one", () => {
    fc.assert(
      fc.property(formWithAnswers, ({ form, answers }) => {
        const sent = submittedByBrowser(form, answers);
        const shown = findShownItemIds(form, sent);
        const errors = findAnswerErrors(form, sent, anyPattern);
        for (const id of Object.keys(errors)) expect(shown.has(id)).toBe(true);

        const hidden = form.find((q) => q.questionType !== "section" && !shown.has(q._id));
        if (hidden) {
          const withHidden = { ...sent, [hidden._id]: "A" };
          // The extra answer may itself reveal nothing before it, so the item stays hidden.
          expect(findAnswerErrors(form, withHidden, anyPattern)[hidden._id]).toEqual({
            code: "HIDDEN_QUESTION_ANSWERED",
          });
        }
      }),
    );
  });

  it("scores only the scored questions the respondent saw, in points", () => {
    fc.assert(
      fc.property(formWithAnswers, ({ form, answers }) => {
        const sent = submittedByBrowser(form, answers);
        const shown = findShownItemIds(form, sent);
        const list = Object.entries(sent).map(([questionId, answer]) => ({
          questionId,
          answer: answer as AnswerValue,
        }));
        const score = scoreMarks(markResponse(form, list));
        const possible = form
          .filter((q) => q.correctAnswer.length > 0 && shown.has(q._id))
          .reduce((sum, q) => sum + q.points, 0);
        expect(score.total).toBe(possible);
        expect(score.correct).toBeLessThanOrEqual(score.total);
      }),
    );
  });
});
