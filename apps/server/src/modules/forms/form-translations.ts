import {
  currentTextsOf,
  type FormSettings,
  type FormTranslations,
  type LanguageCode,
  type SourceText,
  type SourceTextKind,
  servedLanguagesOf,
  sourceTextsOf,
} from "@formloom/shared";
import type { FormWithQuestions } from "./repo.js";

// Quiz feedback is told only in the submission's result, never shown before answering.
const RESULT_ONLY_KINDS = new Set<SourceTextKind>(["feedbackCorrect", "feedbackIncorrect"]);

/** The texts of the form a respondent reads, under their translation keys. */
export function sourcesOf(form: FormWithQuestions, settings: FormSettings): SourceText[] {
  return sourceTextsOf({
    title: form.title,
    description: form.description,
    questions: form.questions,
    settings,
  });
}

function translationsFor(
  sources: readonly SourceText[],
  stored: FormTranslations,
  languages: readonly LanguageCode[],
): FormTranslations {
  return Object.fromEntries(
    languages.map((language) => [language, currentTextsOf(sources, stored[language])]),
  );
}

/**
 * What the owner edits: each added language's stored texts that the form still has. Texts of a
 * removed language or a changed text stay stored, unshown, until that language is saved again.
 */
export function ownerTranslationsOf(
  form: FormWithQuestions,
  settings: FormSettings,
): FormTranslations {
  return translationsFor(sourcesOf(form, settings), form.translations, settings.languages);
}

/**
 * What the public page may offer: the added languages served (complete ones, or all with the
 * fallback on), each with its texts but the quiz feedback.
 */
export function publicTranslationsOf(
  form: FormWithQuestions,
  settings: FormSettings,
): { languages: LanguageCode[]; translations: FormTranslations } {
  const sources = sourcesOf(form, settings);
  const languages = servedLanguagesOf(sources, settings, form.translations);
  const shown = sources.filter((source) => !RESULT_ONLY_KINDS.has(source.kind));
  return { languages, translations: translationsFor(shown, form.translations, languages) };
}
