import type { PublicForm, PublicQuestion } from "@formloom/shared";
import {
  endingTextKey,
  FORM_TEXT_KEYS,
  type FormTexts,
  optionTextKey,
  questionTextKey,
  rowTextKey,
  translated,
} from "@formloom/shared/form-texts";
import type { LanguageCode } from "@formloom/shared/languages";

// The form as the respondent reads it in the page's language. Texts that are only read (titles,
// descriptions, a grid's rows, scale labels, messages) are replaced by their translations; an
// option keeps its default-language text as its value, since answers, logic and scoring speak
// the default language, and carries the translation as its label.

export type ShownQuestion = PublicQuestion & {
  /** Default option text → its translation; an option without one reads its own text. */
  optionLabels?: Readonly<Record<string, string>>;
  /**
   * A consent's legal text as the page shows it; its description stays the default-language
   * text, which the answer repeats and the server compares.
   */
  shownLegalText?: string;
};

export type ShownForm = Omit<PublicForm, "questions"> & { questions: ShownQuestion[] };

/** What the respondent reads for `option` of `question`. */
export function optionLabelOf(
  question: Pick<ShownQuestion, "optionLabels">,
  option: string,
): string {
  return question.optionLabels?.[option] ?? option;
}

function questionInLanguage(question: PublicQuestion, texts: FormTexts): ShownQuestion {
  const id = question._id;
  const own = (field: Parameters<typeof questionTextKey>[1], text: string) =>
    translated(texts, questionTextKey(id, field), text);
  const optionLabels = Object.fromEntries(
    question.options.map((option) => [
      option,
      translated(texts, optionTextKey(id, option), option),
    ]),
  );
  const description = own("description", question.description);
  const isConsent = question.questionType === "consent";
  return {
    ...question,
    questionText: own("questionText", question.questionText),
    ...(isConsent ? { shownLegalText: description } : { description }),
    rows: question.rows.map((row) => translated(texts, rowTextKey(id, row), row)),
    scaleMinLabel: own("scaleMinLabel", question.scaleMinLabel),
    scaleMaxLabel: own("scaleMaxLabel", question.scaleMaxLabel),
    optionLabels,
  };
}

function endingsInLanguage(
  calculations: PublicForm["settings"]["calculations"],
  texts: FormTexts,
): PublicForm["settings"]["calculations"] {
  const endings = calculations.endings.map((ending, index) => ({
    ...ending,
    message: translated(texts, endingTextKey(index), ending.message),
  }));
  return { ...calculations, endings };
}

/** The form's title as the respondent reads it in this language (the logo's alt text too). */
export function titleInLanguage(form: PublicForm, language: LanguageCode): string {
  const texts = form.translations[language];
  if (!texts || language === form.settings.language) return form.title;
  return translated(texts, FORM_TEXT_KEYS.title, form.title);
}

/** `form` in `language`: the form itself in its default language or one without translations. */
export function formInLanguage(form: PublicForm, language: LanguageCode): ShownForm {
  const texts = form.translations[language];
  if (!texts || language === form.settings.language) return form;
  const formText = (key: keyof typeof FORM_TEXT_KEYS, text: string) =>
    translated(texts, FORM_TEXT_KEYS[key], text);
  return {
    ...form,
    title: titleInLanguage(form, language),
    description: formText("description", form.description),
    questions: form.questions.map((question) => questionInLanguage(question, texts)),
    settings: {
      ...form.settings,
      confirmationMessage: formText("confirmationMessage", form.settings.confirmationMessage),
      calculations: endingsInLanguage(form.settings.calculations, texts),
    },
    status: { ...form.status, closedMessage: formText("closedMessage", form.status.closedMessage) },
  };
}
