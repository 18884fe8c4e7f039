import {
  FIRST_QUESTION_TEXT,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MIN_OPTIONS,
  NEW_QUESTION_TEXT,
  QUESTION_TYPE_IDS,
  RATING_DEFAULT,
} from "./constants";
import type { Question, QuestionType, QuestionValidations } from "./entities";
import { BUILDER_MESSAGES } from "./messages";
import { type Result, refuse, succeed } from "./result";

// The question-type registry and the builder's pure question actions (SPEC §3, §4).
// Every action returns a new value; refusals carry the message to show.

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: "Short Answer",
  paragraph: "Paragraph",
  multipleChoice: "Multiple Choice",
  checkbox: "Checkboxes",
  file: "File (Beta)",
  rating: "Rating(Beta)",
};

export const QUESTION_TYPES = QUESTION_TYPE_IDS.map((type) => ({
  type,
  label: QUESTION_TYPE_LABELS[type],
}));

export function isChoiceType(type: QuestionType): boolean {
  return type === "multipleChoice" || type === "checkbox";
}

export function isFreeTextType(type: QuestionType): boolean {
  return type === "text" || type === "paragraph";
}

export function canHaveCorrectAnswer(type: QuestionType): boolean {
  return isChoiceType(type) || isFreeTextType(type);
}

// A question as the builder edits it: `key` identifies it on the client (lists, drag
// and drop); `_id` exists once the server has stored it.
export type QuestionDraft = {
  key: string;
  _id?: string;
  questionType: QuestionType;
  questionText: string;
  required: boolean;
  correctAnswer: string[];
  validations: QuestionValidations;
  options: string[];
  maxRating: number | null;
};

export type Clock = () => number;

export function createQuestionKey(now: Clock = Date.now): string {
  return `q${now()}`;
}

// Two questions made in the same millisecond (add then duplicate) must not share a key.
function createUniqueKey(questions: readonly QuestionDraft[], now: Clock): string {
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
  };
}

export function createFirstQuestion(now: Clock = Date.now): QuestionDraft {
  return { ...createQuestion(now), questionText: FIRST_QUESTION_TEXT, required: true };
}

export function toQuestionDraft(question: Question): QuestionDraft {
  return { ...copyQuestion(question), key: question._id };
}

function copyQuestion<T extends Omit<QuestionDraft, "key">>(question: T): T {
  const { regex } = question.validations;
  return {
    ...question,
    correctAnswer: [...question.correctAnswer],
    options: [...question.options],
    validations: { ...question.validations, ...(regex ? { regex: { ...regex } } : {}) },
  };
}

export function changeQuestionType(question: QuestionDraft, type: QuestionType): QuestionDraft {
  if (question.questionType === type) return question;
  const needsFirstOption = isChoiceType(type) && question.options.length === 0;
  return {
    ...question,
    questionType: type,
    correctAnswer: [],
    validations: {},
    options: needsFirstOption ? ["Option 1"] : question.options,
    maxRating: type === "rating" ? RATING_DEFAULT : null,
  };
}

export function addOption(question: QuestionDraft): Result<QuestionDraft> {
  if (question.options.length >= MAX_OPTIONS) return refuse(BUILDER_MESSAGES.tooManyOptions);
  // Counting on from the list length, skipping names still in use after a removal.
  let number = question.options.length + 1;
  while (question.options.includes(`Option ${number}`)) number += 1;
  return succeed({ ...question, options: [...question.options, `Option ${number}`] });
}

export function removeOption(question: QuestionDraft, index: number): Result<QuestionDraft> {
  if (question.options.length <= MIN_OPTIONS) return refuse(BUILDER_MESSAGES.optionsRequired);
  const removed = question.options[index];
  if (removed === undefined) return succeed(question);
  return succeed({
    ...question,
    options: question.options.filter((_, i) => i !== index),
    correctAnswer: question.correctAnswer.filter((answer) => answer !== removed),
  });
}

// Renaming an option that is a correct answer renames the correct answer too.
export function renameOption(question: QuestionDraft, index: number, text: string): QuestionDraft {
  const previous = question.options[index];
  if (previous === undefined) return question;
  return {
    ...question,
    options: question.options.map((option, i) => (i === index ? text : option)),
    correctAnswer: question.correctAnswer.map((answer) => (answer === previous ? text : answer)),
  };
}

export function selectCorrectAnswer(question: QuestionDraft, value: string): QuestionDraft {
  const { questionType, correctAnswer, options } = question;
  if (isFreeTextType(questionType)) {
    return { ...question, correctAnswer: value === "" ? [] : [value] };
  }
  if (!isChoiceType(questionType) || !options.includes(value)) return question;
  if (questionType === "multipleChoice") {
    return { ...question, correctAnswer: correctAnswer[0] === value ? [] : [value] };
  }
  const isSelected = correctAnswer.includes(value);
  const selected = options.filter((option) =>
    option === value ? !isSelected : correctAnswer.includes(option),
  );
  return { ...question, correctAnswer: selected };
}

export function appendQuestion(
  questions: readonly QuestionDraft[],
  now: Clock = Date.now,
): Result<QuestionDraft[]> {
  if (questions.length >= MAX_QUESTIONS) return refuse(BUILDER_MESSAGES.tooManyQuestions);
  const question = { ...createQuestion(now), key: createUniqueKey(questions, now) };
  return succeed([...questions, question]);
}

export function duplicateQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  now: Clock = Date.now,
): Result<QuestionDraft[]> {
  const original = questions[index];
  if (original === undefined) return succeed([...questions]);
  if (questions.length >= MAX_QUESTIONS) return refuse(BUILDER_MESSAGES.tooManyQuestions);
  const { _id, ...withoutId } = copyQuestion(original);
  const copy = { ...withoutId, key: createUniqueKey(questions, now) };
  return succeed([...questions.slice(0, index + 1), copy, ...questions.slice(index + 1)]);
}

export function removeQuestion(
  questions: readonly QuestionDraft[],
  index: number,
): Result<QuestionDraft[]> {
  if (questions.length <= 1) return refuse(BUILDER_MESSAGES.questionsRequired);
  return succeed(questions.filter((_, i) => i !== index));
}

export function moveQuestion(
  questions: readonly QuestionDraft[],
  index: number,
  direction: "up" | "down",
): Result<QuestionDraft[]> {
  const target = direction === "up" ? index - 1 : index + 1;
  if (target < 0) return refuse(BUILDER_MESSAGES.firstQuestionCannotMoveUp);
  if (target >= questions.length) return refuse(BUILDER_MESSAGES.lastQuestionCannotMoveDown);
  return succeed(reorderQuestions(questions, index, target));
}

// Drag and drop: the question at `from` lands at `to`, the others keep their order.
export function reorderQuestions(
  questions: readonly QuestionDraft[],
  from: number,
  to: number,
): QuestionDraft[] {
  const moved = questions[from];
  if (moved === undefined || to < 0 || to >= questions.length) return [...questions];
  const rest = questions.filter((_, i) => i !== from);
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
}

// Drops what a type does not use (a type change keeps old options so switching back
// restores them), so the server stores only meaningful fields.
export function normalizeQuestionForSave<T extends Omit<QuestionDraft, "key">>(question: T): T {
  const type = question.questionType;
  const validations: QuestionValidations = isFreeTextType(type)
    ? { regex: question.validations.regex ?? null }
    : type === "file"
      ? { fileType: question.validations.fileType ?? "none" }
      : {};
  return {
    ...question,
    options: isChoiceType(type) ? question.options : [],
    correctAnswer: canHaveCorrectAnswer(type)
      ? question.correctAnswer.filter((answer) => answer.trim() !== "")
      : [],
    maxRating: type === "rating" ? question.maxRating : null,
    validations,
  };
}
