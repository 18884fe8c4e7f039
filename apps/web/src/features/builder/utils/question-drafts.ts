import {
  EMPTY_TYPE_FIELDS,
  FIRST_QUESTION_TEXT,
  NEW_QUESTION_TEXT,
  QUESTION_BEHAVIOUR_DEFAULTS,
  type Question,
  type QuestionDraft,
} from "@formloom/shared";

// A new question, or a stored one, as the builder drafts it (SPEC §3, §4).

export type Clock = () => number;

export function createQuestionKey(now: Clock = Date.now): string {
  return `q${now()}`;
}

// Two questions made in the same millisecond (add then duplicate) must not share a key.
export function createUniqueKey(questions: readonly QuestionDraft[], now: Clock): string {
  const keys = new Set(questions.map((question) => question.key));
  let timestamp = now();
  while (keys.has(`q${timestamp}`)) timestamp += 1;
  return `q${timestamp}`;
}

export function createQuestion(now: Clock = Date.now): QuestionDraft {
  return {
    key: createQuestionKey(now),
    questionType: "text",
    questionText: NEW_QUESTION_TEXT,
    required: false,
    correctAnswer: [],
    validations: {},
    options: [],
    maxRating: null,
    ...EMPTY_TYPE_FIELDS,
    ...QUESTION_BEHAVIOUR_DEFAULTS,
  };
}

export function createFirstQuestion(now: Clock = Date.now): QuestionDraft {
  return { ...createQuestion(now), questionText: FIRST_QUESTION_TEXT, required: true };
}

export function toQuestionDraft(question: Question): QuestionDraft {
  return { ...copyQuestion(question), key: question._id };
}

export function copyQuestion<T extends Omit<QuestionDraft, "key">>(question: T): T {
  const { regex } = question.validations;
  return {
    ...question,
    correctAnswer: [...question.correctAnswer],
    options: [...question.options],
    rows: [...question.rows],
    validations: { ...question.validations, ...(regex ? { regex: { ...regex } } : {}) },
  };
}
