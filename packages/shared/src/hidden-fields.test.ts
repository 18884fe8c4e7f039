import { describe, expect, it } from "vitest";
import { HIDDEN_FIELD_VALUE_MAX } from "./constants";
import type { Question } from "./entities";
import { findLogicIssues, findShownItemIds } from "./form-logic";
import { readHiddenFieldReference, toHiddenFieldReference } from "./hidden-field-reference";
import { hiddenFieldsSchema } from "./hidden-field-schemas";
import {
  isHiddenFieldValue,
  keepDeclaredValues,
  readHiddenValues,
  withHiddenValues,
} from "./hidden-fields";
import { HIDDEN_FIELD_MESSAGES, LOGIC_MESSAGES } from "./messages";
import { EMPTY_TYPE_FIELDS, QUESTION_BEHAVIOUR_DEFAULTS } from "./question-types";
import { findAnswerErrors } from "./respondent-rules";

function question(id: string, logic: Question["logic"] = null): Question {
  return {
    _id: id,
    questionType: "text",
    questionText: `Question ${id}`,
    required: true,
    correctAnswer: [],
    validations: {},
    options: [],
    maxRating: null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
    logic,
  };
}

const WHEN_NEWS: Question["logic"] = {
  match: "all",
  conditions: [{ questionId: "hidden:utm_source", operator: "equals", value: "news" }],
};

describe("hidden field names", () => {
  it("takes letters, digits, _ and -, each name once, at most 20", () => {
    expect(hiddenFieldsSchema.parse([" customer_id ", "utm-source"])).toEqual([
      "customer_id",
      "utm-source",
    ]);
    const issues = (names: string[]) =>
      hiddenFieldsSchema.safeParse(names).error?.issues.map((issue) => issue.message);
    expect(issues(["customer id"])).toEqual([HIDDEN_FIELD_MESSAGES.nameInvalid]);
    expect(issues(["a", "a"])).toEqual([HIDDEN_FIELD_MESSAGES.nameTaken]);
    expect(issues(["x".repeat(65)])).toEqual([HIDDEN_FIELD_MESSAGES.nameTooLong]);
    expect(issues(Array.from({ length: 21 }, (_, i) => `f${i}`))).toEqual([
      HIDDEN_FIELD_MESSAGES.tooMany,
    ]);
  });

  it("refers to a field in a condition as hidden:<name>", () => {
    expect(readHiddenFieldReference(toHiddenFieldReference("utm_source"))).toBe("utm_source");
    expect(readHiddenFieldReference("0190a3b2-0000-7000-8000-000000000000")).toBeNull();
  });
});

describe("hidden field values", () => {
  it("are storable text without control characters, up to the limit", () => {
    expect(isHiddenFieldValue("news letter ✉")).toBe(true);
    expect(isHiddenFieldValue("x".repeat(HIDDEN_FIELD_VALUE_MAX))).toBe(true);
    expect(isHiddenFieldValue("x".repeat(HIDDEN_FIELD_VALUE_MAX + 1))).toBe(false);
    for (const bad of ["a\nb", "a\tb", "\u0000", "\u007f", "\ud800"]) {
      expect(isHiddenFieldValue(bad)).toBe(false);
    }
  });

  it("are read from a link for the declared names only, the first of each, bad ones left out", () => {
    const params = new URLSearchParams(
      "customer_id=42&customer_id=43&utm_source=news&fbclid=x&utm_medium=%0A",
    );
    expect(readHiddenValues(["customer_id", "utm_source", "utm_medium"], params)).toEqual({
      customer_id: "42",
      utm_source: "news",
    });
  });

  it("join a prefilled link's query, blank ones left out", () => {
    expect(withHiddenValues("?prefill.a=1", { utm_source: "news letter", utm_medium: " " })).toBe(
      "?prefill.a=1&utm_source=news+letter",
    );
    expect(withHiddenValues("", {})).toBe("");
  });

  it("keep only the declared names of a submission", () => {
    expect(keepDeclaredValues(["a"], { a: "1", b: "2" })).toEqual({ a: "1" });
    expect(keepDeclaredValues(["a"], undefined)).toEqual({});
    expect(keepDeclaredValues(["__proto__"], {})).toEqual({});
  });
});

describe("logic on a hidden field", () => {
  const items = [question("q1"), question("q2", WHEN_NEWS)];

  it("shows a question when the link's value meets the condition, as a text answer compares", () => {
    expect(findShownItemIds(items, {}, { utm_source: "News " }).has("q2")).toBe(true);
    expect(findShownItemIds(items, {}, { utm_source: "ads" }).has("q2")).toBe(false);
    expect(findShownItemIds(items, {}).has("q2")).toBe(false);
  });

  it("requires the question only when it is shown", () => {
    const answers = { q1: "Ada" };
    expect(findAnswerErrors(items, answers, () => true, { utm_source: "news" })).toEqual({
      q2: { code: "REQUIRED" },
    });
    expect(findAnswerErrors(items, answers, () => true, {})).toEqual({});
  });

  it("is checked against the declared fields, with a text's comparisons", () => {
    const drafts = items.map((item) => ({ ...item, key: item._id }));
    expect(findLogicIssues(drafts, ["utm_source"])).toEqual([]);
    expect(findLogicIssues(drafts, ["customer_id"])).toEqual([
      { index: 1, conditionIndex: 0, message: HIDDEN_FIELD_MESSAGES.referenceMissing },
    ]);
    // A draft that keeps the form's fields leaves the names to the server.
    expect(findLogicIssues(drafts)).toEqual([]);
    const greater = [
      drafts[0],
      {
        ...drafts[1],
        logic: {
          match: "all" as const,
          conditions: [
            { questionId: "hidden:utm_source", operator: "greaterThan" as const, value: 1 },
          ],
        },
      },
    ];
    expect(findLogicIssues(greater as typeof drafts, ["utm_source"])[0]?.message).toBe(
      LOGIC_MESSAGES.operatorNotForType,
    );
  });
});
