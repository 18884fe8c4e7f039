import {
  MATRIX_MIN_ROWS,
  POINTS_DEFAULT,
  RATING_DEFAULT,
  SCALE_DEFAULT_MAX,
  SCALE_DEFAULT_MIN,
} from "./constants";
import type {
  Feedback,
  Logic,
  OptionImage,
  Question,
  QuestionType,
  QuestionValidations,
  ScalePreset,
} from "./entities";
import {
  canHaveCorrectAnswer,
  getOptionLimits,
  hasOptions,
  isFreeTextType,
} from "./question-type-traits";

// A question as the builder drafts it and as the server stores it: the type change and the
// save-time normalisation both sides apply (SPEC §3, §4). The builder's other editing actions
// live in the web app (features/builder/utils/question-drafts.ts).

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
  // An image choice's picture per option (the options' order); empty for the other types.
  optionImages: OptionImage[];
  maxRating: number | null;
  rows: string[];
  scaleMin: number | null;
  scaleMax: number | null;
  scaleMinLabel: string;
  scaleMaxLabel: string;
  scalePreset: ScalePreset | null;
  description: string;
  // Conditions name earlier items by key (an item's _id once stored).
  logic: Logic | null;
  points: number;
  feedback: Feedback | null;
};

// What every question starts with beyond its type: no description, no logic, 1 point, no
// feedback. A question stored before these existed reads them so.
export const QUESTION_BEHAVIOUR_DEFAULTS = {
  description: "",
  logic: null,
  points: POINTS_DEFAULT,
  feedback: null,
} satisfies Partial<QuestionDraft>;

// The fields only grids, scales and image choices use, empty as the other types store them.
export const EMPTY_TYPE_FIELDS = {
  optionImages: [],
  rows: [],
  scaleMin: null,
  scaleMax: null,
  scaleMinLabel: "",
  scaleMaxLabel: "",
  scalePreset: null,
} satisfies Partial<QuestionDraft>;

function numberedLabels(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);
}

// Options are kept across a change (switching back restores them), topped up to the new
// type's minimum; what the new type does not use is reset.
function optionsFor(type: QuestionType, options: string[]): string[] {
  const limits = getOptionLimits(type);
  if (!limits || options.length >= limits.min) return options;
  const prefix = type === "matrix" ? "Column" : "Option";
  const extra = numberedLabels(prefix, limits.min + options.length).filter(
    (label) => !options.includes(label),
  );
  return [...options, ...extra.slice(0, limits.min - options.length)];
}

const NO_IMAGE: OptionImage = { imageId: null, alt: "" };

/** An image choice's pictures lined up with its options: one each, none for a new option. */
export function alignOptionImages(options: readonly string[], images: readonly OptionImage[]) {
  return options.map((_, index) => images[index] ?? NO_IMAGE);
}

export function changeQuestionType(question: QuestionDraft, type: QuestionType): QuestionDraft {
  if (question.questionType === type) return question;
  return {
    ...question,
    ...EMPTY_TYPE_FIELDS,
    questionType: type,
    correctAnswer: [],
    validations: {},
    options: optionsFor(type, question.options),
    maxRating: type === "rating" ? RATING_DEFAULT : null,
    ...(type === "matrix" && { rows: numberedLabels("Row", MATRIX_MIN_ROWS) }),
    ...(type === "linearScale" && { scaleMin: SCALE_DEFAULT_MIN, scaleMax: SCALE_DEFAULT_MAX }),
    ...(type === "consent" && { required: true }),
    ...(type === "imageChoice" && {
      optionImages: alignOptionImages(optionsFor(type, question.options), []),
    }),
  };
}

const VALIDATION_KEYS: Partial<Record<QuestionType, readonly (keyof QuestionValidations)[]>> = {
  text: ["regex", "minLength", "maxLength"],
  paragraph: ["regex", "minLength", "maxLength"],
  file: ["fileType"],
  number: ["min", "max", "integer"],
  date: ["minDate", "maxDate"],
  phone: ["defaultCountry"],
  address: ["addressParts", "defaultCountry"],
  imageChoice: ["multiple"],
};

function keepValidations(
  type: QuestionType,
  validations: QuestionValidations,
): QuestionValidations {
  const kept: QuestionValidations = {};
  for (const key of VALIDATION_KEYS[type] ?? []) {
    if (validations[key] !== undefined) Object.assign(kept, { [key]: validations[key] });
  }
  if (isFreeTextType(type)) kept.regex = validations.regex ?? null;
  if (type === "file") kept.fileType = validations.fileType ?? "none";
  if (type === "imageChoice") kept.multiple = validations.multiple ?? false;
  return kept;
}

// Drops what a type does not use (a type change keeps old options so switching back
// restores them), so the server stores only meaningful fields.
export function normalizeQuestionForSave<T extends Omit<QuestionDraft, "key">>(question: T): T {
  const type = question.questionType;
  const isScale = type === "linearScale";
  const keepsEmptyEntries = type === "matrix";
  const correctAnswer = canHaveCorrectAnswer(type)
    ? question.correctAnswer.filter((answer) => keepsEmptyEntries || answer.trim() !== "")
    : [];
  return {
    ...question,
    options: hasOptions(type) ? question.options : [],
    optionImages:
      type === "imageChoice" ? alignOptionImages(question.options, question.optionImages) : [],
    correctAnswer: keepsEmptyEntries && correctAnswer.every((a) => a === "") ? [] : correctAnswer,
    maxRating: type === "rating" ? question.maxRating : null,
    rows: type === "matrix" ? question.rows : [],
    scaleMin: isScale ? question.scaleMin : null,
    scaleMax: isScale ? question.scaleMax : null,
    scaleMinLabel: isScale ? question.scaleMinLabel : "",
    scaleMaxLabel: isScale ? question.scaleMaxLabel : "",
    scalePreset: isScale ? question.scalePreset : null,
    validations: keepValidations(type, question.validations),
    // A section is never required, a consent always; feedback belongs to scored questions only.
    required: type === "consent" || (type !== "section" && question.required),
    feedback: correctAnswer.length > 0 ? question.feedback : null,
  };
}

// Questions stored before a field existed read as if saved with its empty value.
type StoredFields = keyof typeof EMPTY_TYPE_FIELDS | keyof typeof QUESTION_BEHAVIOUR_DEFAULTS;

export function withQuestionDefaults(
  question: Omit<Question, StoredFields> & Partial<Question>,
): Question {
  return { ...EMPTY_TYPE_FIELDS, ...QUESTION_BEHAVIOUR_DEFAULTS, ...question };
}
