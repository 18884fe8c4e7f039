import type { PublicQuestion } from "./entities";
import { EMPTY_TYPE_FIELDS, QUESTION_BEHAVIOUR_DEFAULTS } from "./question-types";
import type { PatternMatcher } from "./respondent-rules";

// For the rules' tests: a question as the public page receives it, and a pattern matcher.

/** A short-text question, "Name", with nothing set but what `overrides` gives. */
export function publicQuestion(overrides: Partial<PublicQuestion> = {}): PublicQuestion {
  return {
    _id: "0190a6d4-8c3a-7b2e-9f00-000000000001",
    questionType: "text",
    questionText: "Name",
    required: false,
    validations: {},
    options: [],
    maxRating: null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
    ...overrides,
  };
}

/** JavaScript's RegExp standing in for re2js, which the apps pass. */
export const regexMatches: PatternMatcher = (pattern, value) => new RegExp(pattern).test(value);
