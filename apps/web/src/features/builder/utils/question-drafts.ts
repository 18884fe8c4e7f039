import {
  BUILDER_MESSAGES,
  changeQuestionType,
  EMPTY_TYPE_FIELDS,
  FIRST_QUESTION_TEXT,
  findLogicIssues,
  findReferenceBlockingRemoval,
  getOptionLimits,
  isFreeTextType,
  isSection,
  isSingleChoiceType,
  LOGIC_MESSAGES,
  MATRIX_MAX_ROWS,
  MATRIX_MIN_ROWS,
  MAX_QUESTIONS,
  NEW_QUESTION_TEXT,
  NPS_MAX_LABEL,
  NPS_MIN_LABEL,
  QUESTION_BEHAVIOUR_DEFAULTS,
  type Question,
  type QuestionDraft,
  type QuestionType,
  type Result,
  refuse,
  succeed,
} from "@formloom/shared";

// The builder's pure question actions (SPEC §3, §4). Every action returns a new value;
// refusals carry the message to show.

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

function copyQuestion<T extends Omit<QuestionDraft, "key">>(question: T): T {
  const { regex } = question.validations;
  return {
    ...question,
    correctAnswer: [...question.correctAnswer],
    options: [...question.options],
    rows: [...question.rows],
    validations: { ...question.validations, ...(regex ? { regex: { ...regex } } : {}) },
  };
}

// The builder's "Net Promoter Score" preset: a 0–10 scale with the usual end labels.
export function applyNpsPreset(question: QuestionDraft): QuestionDraft {
  return {
    ...changeQuestionType(question, "linearScale"),
    scaleMin: 0,
    scaleMax: 10,
    scaleMinLabel: NPS_MIN_LABEL,
    scaleMaxLabel: NPS_MAX_LABEL,
  };
}

function tooManyOptionsMessage(type: QuestionType): string {
  const limits = getOptionLimits(type);
  if (!limits || type === "multipleChoice" || type === "checkbox") {
    return BUILDER_MESSAGES.tooManyOptions;
  }
  return BUILDER_MESSAGES.tooManyOptionsFor(limits.max, limits.noun);
}

function tooFewOptionsMessage(type: QuestionType): string {
  const limits = getOptionLimits(type);
  if (!limits || limits.min <= 1) return BUILDER_MESSAGES.optionsRequired;
  return BUILDER_MESSAGES.tooFewOptionsFor(limits.min, limits.noun);
}

// Counting on from the list length, skipping names still in use after a removal.
function nextLabel(prefix: string, labels: readonly string[]): string {
  let number = labels.length + 1;
  while (labels.includes(`${prefix} ${number}`)) number += 1;
  return `${prefix} ${number}`;
}

export function addOption(question: QuestionDraft): Result<QuestionDraft> {
  const max = getOptionLimits(question.questionType)?.max ?? 0;
  if (question.options.length >= max) return refuse(tooManyOptionsMessage(question.questionType));
  const prefix = question.questionType === "matrix" ? "Column" : "Option";
  const option = nextLabel(prefix, question.options);
  // A ranking's correct order holds every option: a new one joins it last.
  const hasCorrectOrder = question.questionType === "ranking" && question.correctAnswer.length > 0;
  return succeed({
    ...question,
    options: [...question.options, option],
    correctAnswer: hasCorrectOrder ? [...question.correctAnswer, option] : question.correctAnswer,
  });
}

// Pasting several lines into an option adds one option per line (blank lines skipped),
// up to the type's limit.
export function pasteOptions(
  question: QuestionDraft,
  index: number,
  text: string,
): Result<QuestionDraft> {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const max = getOptionLimits(question.questionType)?.max ?? 0;
  const options = [
    ...question.options.slice(0, index),
    ...lines,
    ...question.options.slice(index + 1),
  ];
  if (options.length > max) return refuse(tooManyOptionsMessage(question.questionType));
  return succeed({ ...question, options, correctAnswer: [] });
}

export function removeOption(question: QuestionDraft, index: number): Result<QuestionDraft> {
  const min = getOptionLimits(question.questionType)?.min ?? 1;
  if (question.options.length <= min) return refuse(tooFewOptionsMessage(question.questionType));
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

export function addRow(question: QuestionDraft): Result<QuestionDraft> {
  if (question.rows.length >= MATRIX_MAX_ROWS) return refuse(BUILDER_MESSAGES.tooManyRows);
  const hasCorrectAnswers = question.correctAnswer.length > 0;
  return succeed({
    ...question,
    rows: [...question.rows, nextLabel("Row", question.rows)],
    // A grid's correct answer has one column per row: a new row starts without one.
    correctAnswer: hasCorrectAnswers ? [...question.correctAnswer, ""] : [],
  });
}

export function removeRow(question: QuestionDraft, index: number): Result<QuestionDraft> {
  if (question.rows.length <= MATRIX_MIN_ROWS) return refuse(BUILDER_MESSAGES.rowsRequired);
  return succeed({
    ...question,
    rows: question.rows.filter((_, i) => i !== index),
    correctAnswer: question.correctAnswer.filter((_, i) => i !== index),
  });
}

export function renameRow(question: QuestionDraft, index: number, text: string): QuestionDraft {
  return { ...question, rows: question.rows.map((row, i) => (i === index ? text : row)) };
}

// A grid's correct column for one row; choosing the selected column again clears it.
export function selectCorrectColumn(
  question: QuestionDraft,
  rowIndex: number,
  column: string,
): QuestionDraft {
  if (!question.options.includes(column) || rowIndex >= question.rows.length) return question;
  const current = question.rows.map((_, i) => question.correctAnswer[i] ?? "");
  const next = current.map((value, i) =>
    i === rowIndex ? (value === column ? "" : column) : value,
  );
  return { ...question, correctAnswer: next.every((value) => value === "") ? [] : next };
}

export function selectCorrectAnswer(question: QuestionDraft, value: string): QuestionDraft {
  const { questionType, correctAnswer, options } = question;
  if (isTypedAnswerType(questionType)) {
    return { ...question, correctAnswer: value.trim() === "" ? [] : [value] };
  }
  if (questionType !== "checkbox" && !isSingleChoiceType(questionType)) return question;
  if (!options.includes(value)) return question;
  if (isSingleChoiceType(questionType)) {
    return { ...question, correctAnswer: correctAnswer[0] === value ? [] : [value] };
  }
  const isSelected = correctAnswer.includes(value);
  const selected = options.filter((option) =>
    option === value ? !isSelected : correctAnswer.includes(option),
  );
  return { ...question, correctAnswer: selected };
}

// Types whose correct answer the owner types or picks as one value.
function isTypedAnswerType(type: QuestionType): boolean {
  return isFreeTextType(type) || type === "number" || type === "date" || type === "linearScale";
}

// A ranking's correct order: the options in the order given, or none.
export function setCorrectOrder(
  question: QuestionDraft,
  order: readonly string[] | null,
): QuestionDraft {
  if (question.questionType !== "ranking") return question;
  return { ...question, correctAnswer: order ? [...order] : [] };
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

// A new page's title until the owner names it.
export const NEW_SECTION_TEXT = "Untitled Section";

/** A page break: its questionText is the page title, its description the text under it. */
export function appendSection(
  questions: readonly QuestionDraft[],
  now: Clock = Date.now,
): Result<QuestionDraft[]> {
  if (questions.length >= MAX_QUESTIONS) return refuse(BUILDER_MESSAGES.tooManyQuestions);
  const section: QuestionDraft = {
    ...createQuestion(now),
    key: createUniqueKey(questions, now),
    questionType: "section",
    questionText: NEW_SECTION_TEXT,
  };
  return succeed([...questions, section]);
}

// A form keeps one question to answer; sections alone are not a form. A question that a
// later item's logic reads stays until that logic changes, so nothing is left dangling.
export function removeQuestion(
  questions: readonly QuestionDraft[],
  index: number,
): Result<QuestionDraft[]> {
  const removed = questions[index];
  if (removed === undefined) return succeed([...questions]);
  const answerableCount = questions.filter((question) => !isSection(question)).length;
  if (!isSection(removed) && answerableCount <= 1) {
    return refuse(BUILDER_MESSAGES.questionsRequired);
  }
  const blocking = findReferenceBlockingRemoval(questions, index);
  if (blocking) return refuse(blocking);
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
  return reorderQuestions(questions, index, target);
}

// Drag and drop: the question at `from` lands at `to`, the others keep their order. A new
// order that would put a condition before the question it reads is refused as a whole. Only
// that counts here: a condition still being filled in (no value yet) must not block a drag.
export function reorderQuestions(
  questions: readonly QuestionDraft[],
  from: number,
  to: number,
): Result<QuestionDraft[]> {
  const moved = questions[from];
  if (moved === undefined || to < 0 || to >= questions.length) return succeed([...questions]);
  const rest = questions.filter((_, i) => i !== from);
  const reordered = [...rest.slice(0, to), moved, ...rest.slice(to)];
  const isOutOfOrder = findLogicIssues(reordered).some(
    (issue) => issue.message === LOGIC_MESSAGES.referenceNotBefore,
  );
  return isOutOfOrder ? refuse(LOGIC_MESSAGES.referenceNotBefore) : succeed(reordered);
}
