import {
  DROPDOWN_MAX_OPTIONS,
  IMAGE_CHOICE_MAX_OPTIONS,
  IMAGE_CHOICE_MIN_OPTIONS,
  MATRIX_MAX_COLUMNS,
  MATRIX_MIN_COLUMNS,
  MAX_OPTIONS,
  MIN_OPTIONS,
  QUESTION_TYPE_IDS,
  RANKING_MAX_OPTIONS,
  RANKING_MIN_OPTIONS,
} from "./constants";
import type { QuestionType } from "./entities";

// What each question type is made of: the builder, the server's rules, scoring, analytics
// and the CSV all ask here instead of listing types themselves.

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: "Short Answer",
  paragraph: "Paragraph",
  multipleChoice: "Multiple Choice",
  checkbox: "Checkboxes",
  file: "File (Beta)",
  rating: "Rating(Beta)",
  dropdown: "Dropdown",
  email: "Email",
  number: "Number",
  date: "Date",
  linearScale: "Linear scale",
  matrix: "Grid",
  ranking: "Ranking",
  phone: "Phone",
  consent: "Consent",
  address: "Address",
  imageChoice: "Image choice",
  signature: "Signature",
  section: "Section",
};

// The type picker's list: a section is added as a page break, not picked as a question type.
export const QUESTION_TYPES = QUESTION_TYPE_IDS.filter((type) => type !== "section").map(
  (type) => ({ type, label: QUESTION_TYPE_LABELS[type] }),
);

/** What a respondent answers: every type but a section (a page title). */
export function isAnswerableType(type: QuestionType): boolean {
  return type !== "section";
}

type OptionLimits = { min: number; max: number; noun: "options" | "columns" };

const OPTION_LIMITS: Partial<Record<QuestionType, OptionLimits>> = {
  multipleChoice: { min: MIN_OPTIONS, max: MAX_OPTIONS, noun: "options" },
  checkbox: { min: MIN_OPTIONS, max: MAX_OPTIONS, noun: "options" },
  dropdown: { min: MIN_OPTIONS, max: DROPDOWN_MAX_OPTIONS, noun: "options" },
  ranking: { min: RANKING_MIN_OPTIONS, max: RANKING_MAX_OPTIONS, noun: "options" },
  imageChoice: { min: IMAGE_CHOICE_MIN_OPTIONS, max: IMAGE_CHOICE_MAX_OPTIONS, noun: "options" },
  matrix: { min: MATRIX_MIN_COLUMNS, max: MATRIX_MAX_COLUMNS, noun: "columns" },
};

/** The bounds of a type's options list (a grid's columns), or null when it has none. */
export function getOptionLimits(type: QuestionType): OptionLimits | null {
  return OPTION_LIMITS[type] ?? null;
}

export function hasOptions(type: QuestionType): boolean {
  return getOptionLimits(type) !== null;
}

/** SPEC's two choice types: 1–4 options, shown as radio buttons or checkboxes. */
export function isChoiceType(type: QuestionType): boolean {
  return type === "multipleChoice" || type === "checkbox";
}

/** One option picked from a list: multiple choice and dropdown answer and score alike. */
export function isSingleChoiceType(type: QuestionType): boolean {
  return type === "multipleChoice" || type === "dropdown";
}

/** The types whose answer is the URL of a file the respondent uploaded first. */
export function takesUploadedFile(type: QuestionType): boolean {
  return type === "file" || type === "signature";
}

export function isFreeTextType(type: QuestionType): boolean {
  return type === "text" || type === "paragraph";
}

/** Answers counted per value in the summary's distribution (a bar per option or value). */
export function hasDistribution(type: QuestionType): boolean {
  return (
    isChoiceType(type) ||
    type === "imageChoice" ||
    type === "dropdown" ||
    type === "rating" ||
    type === "linearScale"
  );
}

const SCORABLE_TYPES: ReadonlySet<QuestionType> = new Set<QuestionType>([
  "text",
  "paragraph",
  "multipleChoice",
  "checkbox",
  "dropdown",
  "number",
  "date",
  "linearScale",
  "matrix",
  "ranking",
]);

export function canHaveCorrectAnswer(type: QuestionType): boolean {
  return SCORABLE_TYPES.has(type);
}
