import { isDeepStrictEqual } from "node:util";
import {
  type Calculations,
  type FormDraft,
  HIDDEN_FIELD_MESSAGES,
  type Question,
  readHiddenFieldReference,
  readVariableReference,
  renameCalculationQuestions,
  renamePipedItem,
  renamePipedQuestions,
} from "@formloom/shared";
import { AppError } from "../../lib/app-error.js";
import { newId } from "../../lib/ids.js";

type DraftQuestion = FormDraft["questions"][number];

export const LOGIC_REFERENCE_INVALID = "This condition refers to a question the form does not have";

/**
 * The item a condition refers to, found as the builder's rules find it (form-logic.ts): the
 * first item whose key or _id is the reference.
 */
function findReferencedIndex(drafts: readonly DraftQuestion[], reference: string): number {
  return drafts.findIndex((draft) => draft._id === reference || draft.key === reference);
}

type Version = { storedIds: readonly string[]; hiddenFields: readonly string[] };

// The stored reference of a condition: a question's stored id, or a hidden field the version
// declares ("hidden:<name>" as it came); undefined when it names neither.
function toStoredReference(
  drafts: readonly DraftQuestion[],
  index: number,
  reference: string,
  { storedIds, hiddenFields }: Version,
): string | undefined {
  const hiddenName = readHiddenFieldReference(reference);
  if (hiddenName !== null) return hiddenFields.includes(hiddenName) ? reference : undefined;
  // A variable is checked with the calculations that define it (check-calculations.ts).
  if (readVariableReference(reference) !== null) return reference;
  const target = findReferencedIndex(drafts, reference);
  return target >= 0 && target < index ? storedIds[target] : undefined;
}

/**
 * Each condition names its question by the builder's key (a new question) or its stored _id;
 * stored, it names the id the question is stored under. The draft schema refuses a dangling
 * reference already (a hidden field only when the draft lists the fields): this refusal guards
 * the rest.
 */
function toStoredLogic(
  drafts: readonly DraftQuestion[],
  index: number,
  version: Version,
): Question["logic"] {
  const logic = drafts[index]?.logic ?? null;
  if (logic === null) return null;
  const errors: Record<string, string> = {};
  const conditions = logic.conditions.map((condition, conditionIndex) => {
    const questionId = toStoredReference(drafts, index, condition.questionId, version);
    if (questionId === undefined) {
      errors[`questions.${index}.logic.conditions.${conditionIndex}`] =
        readHiddenFieldReference(condition.questionId) === null
          ? LOGIC_REFERENCE_INVALID
          : HIDDEN_FIELD_MESSAGES.referenceMissing;
    }
    return {
      questionId: questionId ?? condition.questionId,
      operator: condition.operator,
      ...(condition.value === undefined ? {} : { value: condition.value }),
    };
  });
  if (Object.keys(errors).length > 0) {
    throw new AppError("VALIDATION_FAILED", LOGIC_REFERENCE_INVALID, { errors });
  }
  return { match: logic.match, conditions };
}

/**
 * Turns the builder's questions into stored ones. A question keeps its _id only if the form
 * already had it, so ids stay stable across versions and a client cannot invent them. A piped
 * answer names its question by the stored id too (checkPiping refuses one that names none).
 */
export function toStoredQuestions(
  drafts: DraftQuestion[],
  previous: Question[],
  hiddenFields: readonly string[],
): Question[] {
  const knownIds = new Set(previous.map((question) => question._id));
  const storedIds = drafts.map((draft) =>
    draft._id && knownIds.has(draft._id) ? draft._id : newId(),
  );
  const toStoredId = (reference: string) => {
    const target = findReferencedIndex(drafts, reference);
    return target >= 0 ? (storedIds[target] as string) : reference;
  };
  return drafts.map((given, index) => {
    const draft = renamePipedItem(given, toStoredId);
    return {
      _id: storedIds[index] as string,
      questionType: draft.questionType,
      questionText: draft.questionText,
      required: draft.required,
      correctAnswer: draft.correctAnswer,
      validations: draft.validations,
      options: draft.options,
      optionImages: draft.optionImages,
      maxRating: draft.maxRating,
      rows: draft.rows,
      scaleMin: draft.scaleMin,
      scaleMax: draft.scaleMax,
      scaleMinLabel: draft.scaleMinLabel,
      scaleMaxLabel: draft.scaleMaxLabel,
      scalePreset: draft.scalePreset,
      description: draft.description,
      logic: toStoredLogic(drafts, index, { storedIds, hiddenFields }),
      points: draft.points,
      feedback: draft.feedback,
    };
  });
}

/** A question's stored id for the draft's key or _id (the questions as toStoredQuestions made them). */
function toStoredIdIn(drafts: readonly DraftQuestion[], stored: readonly Question[]) {
  return (reference: string) => stored[findReferencedIndex(drafts, reference)]?._id ?? reference;
}

/**
 * Settings saved with the builder's questions pipe answers as the questions do: by key or _id
 * in the draft, by the stored id once stored.
 */
export function toStoredConfirmation(
  drafts: readonly DraftQuestion[],
  stored: readonly Question[],
  message: string,
): string {
  return renamePipedQuestions(message, toStoredIdIn(drafts, stored));
}

/** The calculations saved with the builder's questions name them as the piped answers do. */
export function toStoredCalculations(
  drafts: readonly DraftQuestion[],
  stored: readonly Question[],
  calculations: Calculations,
): Calculations {
  return renameCalculationQuestions(calculations, toStoredIdIn(drafts, stored));
}

type VersionContent = { questions: Question[]; hiddenFields: readonly string[] };

/** Key order is not compared: jsonb stores object keys in its own order. */
export function hasVersionChanged(next: VersionContent, previous: VersionContent): boolean {
  return (
    !isDeepStrictEqual(next.questions, previous.questions) ||
    !isDeepStrictEqual([...next.hiddenFields], [...previous.hiddenFields])
  );
}

export const PATTERN_UNAVAILABLE = "This validation is no longer available. Choose another one.";

/**
 * A regex validation must be one of the active patterns. A question that already had its
 * pattern keeps it even if an admin has since switched it off: the form must stay savable
 * (respondents' answers then skip that check).
 */
export function checkPatternsAvailable(
  next: Question[],
  previous: Question[],
  activeRegexes: { has(regex: string): boolean },
): void {
  const previousRegexById = new Map(previous.map((q) => [q._id, q.validations.regex?.regex]));
  const errors: Record<string, string> = {};
  next.forEach((question, index) => {
    const regex = question.validations.regex?.regex;
    if (!regex || activeRegexes.has(regex) || previousRegexById.get(question._id) === regex) return;
    errors[`questions.${index}.validations.regex`] = PATTERN_UNAVAILABLE;
  });
  if (Object.keys(errors).length > 0)
    throw new AppError("PATTERN_UNAVAILABLE", PATTERN_UNAVAILABLE, { errors });
}

export function patternsUsed(questions: Question[]): string[] {
  return [
    ...new Set(questions.flatMap((q) => (q.validations.regex ? [q.validations.regex.regex] : []))),
  ];
}
