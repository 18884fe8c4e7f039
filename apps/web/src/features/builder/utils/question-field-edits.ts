import {
  BUILDER_MESSAGES,
  CSAT_MAX,
  CSAT_MAX_LABEL,
  CSAT_MIN,
  CSAT_MIN_LABEL,
  changeQuestionType,
  getOptionLimits,
  isFreeTextType,
  isSingleChoiceType,
  MATRIX_MAX_ROWS,
  MATRIX_MIN_ROWS,
  NPS_MAX_LABEL,
  NPS_MIN_LABEL,
  type QuestionDraft,
  type QuestionType,
  type Result,
  refuse,
  succeed,
} from "@formloom/shared";

// The builder's pure actions on one question's fields (SPEC §4): options, grid rows, the
// correct answer. Every action returns a new value; refusals carry the message to show.

// The builder's "Net Promoter Score" preset: a 0–10 scale with the usual end labels.
export function applyNpsPreset(question: QuestionDraft): QuestionDraft {
  return {
    ...changeQuestionType(question, "linearScale"),
    scaleMin: 0,
    scaleMax: 10,
    scaleMinLabel: NPS_MIN_LABEL,
    scaleMaxLabel: NPS_MAX_LABEL,
    scalePreset: "nps",
  };
}

// The "Customer satisfaction (CSAT)" preset: a 1–5 scale, its end labels in the owner's
// language; the summary shows the share of 4s and 5s.
export function applyCsatPreset(
  question: QuestionDraft,
  labels = { min: CSAT_MIN_LABEL, max: CSAT_MAX_LABEL },
): QuestionDraft {
  return {
    ...changeQuestionType(question, "linearScale"),
    scaleMin: CSAT_MIN,
    scaleMax: CSAT_MAX,
    scaleMinLabel: labels.min,
    scaleMaxLabel: labels.max,
    scalePreset: "csat",
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
  return succeed({
    ...question,
    options,
    correctAnswer: [],
    optionImages: spliceImages(question.optionImages, index, lines.length),
  });
}

const NO_IMAGE = { imageId: null, alt: "" };

// An image choice's pictures follow their options: the pasted-into option keeps its picture,
// the lines after it start without one.
function spliceImages(images: QuestionDraft["optionImages"], index: number, count: number) {
  if (images.length === 0) return images;
  const added = Array.from({ length: count }, (_, line) =>
    line === 0 ? (images[index] ?? NO_IMAGE) : NO_IMAGE,
  );
  return [...images.slice(0, index), ...added, ...images.slice(index + 1)];
}

export function removeOption(question: QuestionDraft, index: number): Result<QuestionDraft> {
  const min = getOptionLimits(question.questionType)?.min ?? 1;
  if (question.options.length <= min) return refuse(tooFewOptionsMessage(question.questionType));
  const removed = question.options[index];
  if (removed === undefined) return succeed(question);
  return succeed({
    ...question,
    options: question.options.filter((_, i) => i !== index),
    // An image choice's picture goes with its option.
    optionImages: question.optionImages.filter((_, i) => i !== index),
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
