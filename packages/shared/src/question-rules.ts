import type { z } from "zod";
import { shownAddressParts } from "./address";
import {
  CSAT_MAX,
  CSAT_MIN,
  MATRIX_MAX_ROWS,
  MATRIX_MIN_ROWS,
  RATING_MAX,
  RATING_MIN,
  SCALE_MAX_MAX,
  SCALE_MAX_MIN,
  SCALE_MIN_VALUES,
} from "./constants";
import { numberBoundSchema, type QuestionValidations } from "./entities";
import { BUILDER_MESSAGES } from "./messages";
import {
  getOptionLimits,
  isChoiceType,
  isFreeTextType,
  isSingleChoiceType,
} from "./question-type-traits";
import type { QuestionDraft } from "./question-types";
import { isDateWithinBounds, isIsoDate } from "./typed-answer-rules";

// The builder's rules per question type (SPEC §5 for the six of the spec, the question-types
// issue for the others). The builder checks a draft with them before saving; the server
// refuses what they refuse.

type CheckedQuestion = Pick<
  QuestionDraft,
  | "questionType"
  | "correctAnswer"
  | "options"
  | "optionImages"
  | "maxRating"
  | "rows"
  | "scaleMin"
  | "scaleMax"
  | "scalePreset"
  | "validations"
  | "description"
>;
type Report = (message: string, path: (string | number)[]) => void;

function checkLabels(
  labels: readonly string[],
  field: "options" | "rows",
  messages: { blank: string; notUnique: string },
  report: Report,
): void {
  labels.forEach((label, index) => {
    if (label === "") report(messages.blank, [field, index]);
  });
  if (new Set(labels).size !== labels.length) report(messages.notUnique, [field]);
}

function checkOptions({ questionType, options, correctAnswer }: CheckedQuestion, report: Report) {
  const limits = getOptionLimits(questionType);
  if (!limits) return;
  const isSpecChoice = isChoiceType(questionType);
  if (options.length < limits.min) {
    report(
      limits.min <= 1
        ? BUILDER_MESSAGES.optionsRequired
        : BUILDER_MESSAGES.tooFewOptionsFor(limits.min, limits.noun),
      ["options"],
    );
  }
  if (options.length > limits.max) {
    report(
      isSpecChoice
        ? BUILDER_MESSAGES.tooManyOptions
        : BUILDER_MESSAGES.tooManyOptionsFor(limits.max, limits.noun),
      ["options"],
    );
  }
  const notUnique =
    questionType === "matrix"
      ? BUILDER_MESSAGES.columnsNotUnique
      : BUILDER_MESSAGES.optionsNotUnique;
  checkLabels(options, "options", { blank: BUILDER_MESSAGES.optionBlank, notUnique }, report);
  const isPickedFromOptions = isSpecChoice || isSingleChoiceType(questionType);
  if (isPickedFromOptions && correctAnswer.some((answer) => !options.includes(answer))) {
    report(BUILDER_MESSAGES.correctAnswerNotAnOption, ["correctAnswer"]);
  }
}

function checkGrid({ rows, options, correctAnswer }: CheckedQuestion, report: Report) {
  if (rows.length < MATRIX_MIN_ROWS) report(BUILDER_MESSAGES.rowsRequired, ["rows"]);
  if (rows.length > MATRIX_MAX_ROWS) report(BUILDER_MESSAGES.tooManyRows, ["rows"]);
  checkLabels(
    rows,
    "rows",
    { blank: BUILDER_MESSAGES.rowBlank, notUnique: BUILDER_MESSAGES.rowsNotUnique },
    report,
  );
  if (correctAnswer.length === 0) return;
  const isOnePerRow =
    correctAnswer.length === rows.length && correctAnswer.every((c) => options.includes(c));
  if (!isOnePerRow) report(BUILDER_MESSAGES.correctAnswerPerRow, ["correctAnswer"]);
}

function checkRanking({ options, correctAnswer }: CheckedQuestion, report: Report) {
  if (correctAnswer.length === 0) return;
  const isPermutation =
    correctAnswer.length === options.length &&
    new Set(correctAnswer).size === options.length &&
    correctAnswer.every((option) => options.includes(option));
  if (!isPermutation) report(BUILDER_MESSAGES.correctAnswerNotAnOrder, ["correctAnswer"]);
}

// A preset's figure (NPS, CSAT %) reads its own range only.
const PRESET_RANGES = {
  nps: { min: 0, max: 10, message: BUILDER_MESSAGES.npsScaleRange },
  csat: { min: CSAT_MIN, max: CSAT_MAX, message: BUILDER_MESSAGES.csatScaleRange },
} as const;

function checkScale(question: CheckedQuestion, report: Report) {
  const { scaleMin, scaleMax, scalePreset, correctAnswer } = question;
  const preset = scalePreset ? PRESET_RANGES[scalePreset] : null;
  if (preset && (scaleMin !== preset.min || scaleMax !== preset.max)) {
    report(preset.message, ["scalePreset"]);
  }
  const isMinValid = SCALE_MIN_VALUES.some((value) => value === scaleMin);
  const isMaxValid =
    scaleMax !== null &&
    Number.isInteger(scaleMax) &&
    scaleMax >= SCALE_MAX_MIN &&
    scaleMax <= SCALE_MAX_MAX;
  if (!isMinValid) report(BUILDER_MESSAGES.scaleMinInvalid, ["scaleMin"]);
  if (!isMaxValid) report(BUILDER_MESSAGES.scaleMaxInvalid, ["scaleMax"]);
  const [correct] = correctAnswer;
  if (!correct || !isMinValid || !isMaxValid) return;
  const value = Number(correct);
  const isOnScale = /^\d+$/.test(correct) && value >= (scaleMin ?? 0) && value <= (scaleMax ?? 0);
  if (!isOnScale) report(BUILDER_MESSAGES.correctAnswerNotOnScale, ["correctAnswer"]);
}

/** A number as the builder writes one (a correct answer), or null. */
export function parseNumberText(text: string): number | null {
  if (!/^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(text)) return null;
  const value = Number(text);
  return numberBoundSchema.safeParse(value).success ? value : null;
}

function isNumberWithinBounds(value: number, validations: QuestionValidations): boolean {
  const { min, max, integer } = validations;
  if (integer && !Number.isInteger(value)) return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

function checkNumber({ validations, correctAnswer }: CheckedQuestion, report: Report) {
  const { min, max, integer } = validations;
  if (min !== undefined && max !== undefined && min > max) {
    report(BUILDER_MESSAGES.numberBoundsReversed, ["validations", "max"]);
  }
  if (integer && [min, max].some((bound) => bound !== undefined && !Number.isInteger(bound))) {
    report(BUILDER_MESSAGES.numberBoundNotInteger, ["validations", "integer"]);
  }
  const [correct] = correctAnswer;
  if (!correct) return;
  const value = parseNumberText(correct);
  if (value === null || !isNumberWithinBounds(value, validations)) {
    report(BUILDER_MESSAGES.correctAnswerNotANumber, ["correctAnswer"]);
  }
}

function checkDate({ validations, correctAnswer }: CheckedQuestion, report: Report) {
  const { minDate, maxDate } = validations;
  if (minDate !== undefined && maxDate !== undefined && minDate > maxDate) {
    report(BUILDER_MESSAGES.dateBoundsReversed, ["validations", "maxDate"]);
  }
  const [correct] = correctAnswer;
  if (!correct) return;
  const isValid = isIsoDate(correct) && isDateWithinBounds(correct, validations);
  if (!isValid) report(BUILDER_MESSAGES.correctAnswerNotADate, ["correctAnswer"]);
}

function checkTextLength({ validations }: CheckedQuestion, report: Report) {
  const { minLength, maxLength } = validations;
  if (minLength !== undefined && maxLength !== undefined && minLength > maxLength) {
    report(BUILDER_MESSAGES.lengthBoundsReversed, ["validations", "maxLength"]);
  }
}

const SINGLE_ANSWER_TYPES = new Set<CheckedQuestion["questionType"]>([
  "text",
  "paragraph",
  "multipleChoice",
  "dropdown",
  "number",
  "date",
  "linearScale",
]);

export function checkQuestionRules(question: CheckedQuestion, ctx: z.RefinementCtx): void {
  const report: Report = (message, path) => ctx.addIssue({ code: "custom", message, path });
  const { questionType, correctAnswer, maxRating } = question;

  checkOptions(question, report);
  if (SINGLE_ANSWER_TYPES.has(questionType) && correctAnswer.length > 1) {
    report(BUILDER_MESSAGES.singleCorrectAnswer, ["correctAnswer"]);
  }
  if (isFreeTextType(questionType)) checkTextLength(question, report);
  switch (questionType) {
    case "rating": {
      const isInRange = maxRating !== null && maxRating >= RATING_MIN && maxRating <= RATING_MAX;
      if (!isInRange) report(BUILDER_MESSAGES.ratingOutOfRange, ["maxRating"]);
      break;
    }
    case "matrix":
      checkGrid(question, report);
      break;
    case "ranking":
      checkRanking(question, report);
      break;
    case "linearScale":
      checkScale(question, report);
      break;
    case "number":
      checkNumber(question, report);
      break;
    case "date":
      checkDate(question, report);
      break;
    case "address":
      if (shownAddressParts(question.validations).length === 0) {
        report(BUILDER_MESSAGES.addressNoParts, ["validations", "addressParts"]);
      }
      break;
    case "consent":
      if (question.description.trim() === "") {
        report(BUILDER_MESSAGES.consentTextRequired, ["description"]);
      }
      break;
    case "imageChoice":
      // One picture per option at most; an option without one is given an empty slot.
      if (question.optionImages.length > question.options.length) {
        report(BUILDER_MESSAGES.optionImagesMismatch, ["optionImages"]);
      }
      break;
  }
}
