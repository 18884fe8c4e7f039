import { EMPTY_TYPE_FIELDS, QUESTION_BEHAVIOUR_DEFAULTS, type Question } from "@formloom/shared";

/** A stored question for unit tests: an optional text question unless overridden. */
export function storedQuestion(overrides: Partial<Question>): Question {
  return {
    _id: "00000000-0000-7000-8000-000000000001",
    questionType: "text",
    questionText: "Q",
    required: false,
    correctAnswer: [],
    validations: {},
    options: [],
    maxRating: null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
    ...overrides,
  };
}
