import {
  CLOSED_MESSAGE_MAX,
  CONFIRMATION_MESSAGE_MAX,
  FEEDBACK_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  OPTION_TEXT_MAX,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_TEXT_MAX,
  SCALE_LABEL_MAX,
} from "./constants";
import type { LanguageCode } from "./languages";

// The texts of a form a respondent reads, each under a stable key, so that a form in several
// languages keeps a translation of each beside the default-language text. No zod here: the
// public page reads its translations through this module.
//
// A question's own texts are keyed by its id and field; an option or a grid row by its text,
// since answers store the default option text and reordering options must not move a
// translation onto another option. A changed option text therefore needs a new translation.

/** One language's translations: text key → translated text. A blank or absent one is missing. */
export type FormTexts = Readonly<Record<string, string>>;

/** Every added language's translations, by language code. */
export type FormTranslations = Readonly<Partial<Record<LanguageCode, FormTexts>>>;

export type SourceTextKind =
  | "title"
  | "description"
  | "questionText"
  | "questionDescription"
  | "option"
  | "row"
  | "scaleMinLabel"
  | "scaleMaxLabel"
  | "feedbackCorrect"
  | "feedbackIncorrect"
  | "endingMessage"
  | "confirmationMessage"
  | "closedMessage";

/** A default-language text the owner may translate. */
export type SourceText = {
  key: string;
  kind: SourceTextKind;
  /** The default-language text. */
  text: string;
  /** The question or section it belongs to; absent for the form's own texts. */
  questionId?: string;
  /** The longest translation accepted: the same as the field's own limit. */
  max: number;
};

export type TranslatableQuestion = {
  _id: string;
  questionType: string;
  questionText: string;
  description: string;
  options: readonly string[];
  rows: readonly string[];
  scaleMinLabel: string;
  scaleMaxLabel: string;
  feedback?: { correct: string; incorrect: string } | null;
};

export type TranslatableForm = {
  title: string;
  description: string;
  questions: readonly TranslatableQuestion[];
  settings: {
    confirmationMessage: string;
    closedMessage: string;
    calculations?: { endings: readonly { message: string }[] };
  };
};

export const FORM_TEXT_KEYS = {
  title: "title",
  description: "description",
  confirmationMessage: "confirmationMessage",
  closedMessage: "closedMessage",
} as const;

export const questionTextKey = (questionId: string, field: QuestionField) =>
  `q:${questionId}:${field}`;
export const optionTextKey = (questionId: string, option: string) =>
  `q:${questionId}:option:${option}`;
export const rowTextKey = (questionId: string, row: string) => `q:${questionId}:row:${row}`;
// An ending is keyed by its place: a translation made from another text (endings reordered or
// rewritten) is dropped as out of date, as for any changed text.
export const endingTextKey = (index: number) => `ending:${index}:message`;
export const ENDING_TEXT_KEY = /^ending:(\d+):message$/;

type QuestionField =
  | "questionText"
  | "description"
  | "scaleMinLabel"
  | "scaleMaxLabel"
  | "feedbackCorrect"
  | "feedbackIncorrect";

function questionSourceTexts(question: TranslatableQuestion): SourceText[] {
  const questionId = question._id;
  const own = (field: QuestionField, text: string, max: number): SourceText => ({
    key: questionTextKey(questionId, field),
    kind: field === "description" ? "questionDescription" : field,
    text,
    questionId,
    max,
  });
  return [
    own("questionText", question.questionText, QUESTION_TEXT_MAX),
    own("description", question.description, QUESTION_DESCRIPTION_MAX),
    ...question.options.map((option) => ({
      key: optionTextKey(questionId, option),
      kind: "option" as const,
      text: option,
      questionId,
      max: OPTION_TEXT_MAX,
    })),
    ...question.rows.map((row) => ({
      key: rowTextKey(questionId, row),
      kind: "row" as const,
      text: row,
      questionId,
      max: OPTION_TEXT_MAX,
    })),
    own("scaleMinLabel", question.scaleMinLabel, SCALE_LABEL_MAX),
    own("scaleMaxLabel", question.scaleMaxLabel, SCALE_LABEL_MAX),
    own("feedbackCorrect", question.feedback?.correct ?? "", FEEDBACK_MAX),
    own("feedbackIncorrect", question.feedback?.incorrect ?? "", FEEDBACK_MAX),
  ];
}

/**
 * Every text of the form a respondent may read, in the order the page shows them: the form's
 * title and description, each item's texts, the endings' messages, then the confirmation and
 * closed messages. Blank texts are left out: there is nothing to translate.
 */
export function sourceTextsOf(form: TranslatableForm): SourceText[] {
  const formText = (kind: keyof typeof FORM_TEXT_KEYS, text: string, max: number) => ({
    key: FORM_TEXT_KEYS[kind],
    kind,
    text,
    max,
  });
  return [
    formText("title", form.title, FORM_TITLE_MAX),
    formText("description", form.description, FORM_DESCRIPTION_MAX),
    ...form.questions.flatMap(questionSourceTexts),
    ...(form.settings.calculations?.endings ?? []).map((ending, index) => ({
      key: endingTextKey(index),
      kind: "endingMessage" as const,
      text: ending.message,
      max: CONFIRMATION_MESSAGE_MAX,
    })),
    formText("confirmationMessage", form.settings.confirmationMessage, CONFIRMATION_MESSAGE_MAX),
    formText("closedMessage", form.settings.closedMessage, CLOSED_MESSAGE_MAX),
  ].filter((source) => source.text.trim() !== "");
}

/** Whether a translation is given: a blank one counts as missing. */
export function isTranslated(texts: FormTexts | undefined, key: string): boolean {
  return (texts?.[key] ?? "").trim() !== "";
}

/** The form's texts that `texts` does not translate yet. */
export function missingTextsOf(sources: readonly SourceText[], texts: FormTexts | undefined) {
  return sources.filter((source) => !isTranslated(texts, source.key));
}

/**
 * `texts` without the keys the form no longer has (a deleted question, a changed option), nor
 * those whose default text has changed since they were translated (`from` holds the text each
 * was made from; one saved without it is taken as current).
 */
export function currentTextsOf(
  sources: readonly SourceText[],
  texts: FormTexts | undefined,
  from?: FormTexts,
) {
  const current: Record<string, string> = {};
  for (const { key, text } of sources) {
    const madeFrom = from?.[key];
    const isUpToDate = madeFrom === undefined || madeFrom === text;
    if (isTranslated(texts, key) && isUpToDate) current[key] = texts?.[key] ?? "";
  }
  return current;
}

/** The default-language text each of `texts` is made from, as saved beside it. */
export function sourcesOfTexts(sources: readonly SourceText[], texts: FormTexts): FormTexts {
  const byKey = new Map(sources.map((source) => [source.key, source.text]));
  return Object.fromEntries(
    Object.keys(texts).flatMap((key) => {
      const text = byKey.get(key);
      return text === undefined ? [] : [[key, text]];
    }),
  );
}

type FormLanguageSettings = {
  language: LanguageCode;
  languages: readonly LanguageCode[];
  translationFallback: boolean;
};

/**
 * The added languages respondents are offered: a language with a missing text only when the
 * owner chose to show the default text where a translation is missing.
 */
export function servedLanguagesOf(
  sources: readonly SourceText[],
  settings: FormLanguageSettings,
  translations: FormTranslations,
): LanguageCode[] {
  return settings.languages.filter(
    (language) =>
      settings.translationFallback || missingTextsOf(sources, translations[language]).length === 0,
  );
}

/** The translation of `key`, or `fallback` (the default-language text) when it has none. */
export function translated(texts: FormTexts | undefined, key: string, fallback: string): string {
  return isTranslated(texts, key) ? (texts?.[key] ?? fallback) : fallback;
}

const QUESTION_KEY = /^q:([^:]+):/;

/** `texts` with each question's keys under that question's id in `newIds` (a copied form's). */
export function withQuestionIds(
  texts: FormTexts,
  newIds: ReadonlyMap<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => {
      const newId = newIds.get(QUESTION_KEY.exec(key)?.[1] ?? "");
      return [newId ? key.replace(QUESTION_KEY, `q:${newId}:`) : key, text];
    }),
  );
}
