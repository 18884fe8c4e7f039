import {
  currentTextsOf,
  type FormSettings,
  type FormTranslations,
  type LanguageCode,
  type SourceText,
  type SourceTextKind,
  servedLanguagesOf,
  sourcesOfTexts,
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

type StoredTranslations = Pick<FormWithQuestions, "translations" | "translatedFrom">;

function translationsFor(
  sources: readonly SourceText[],
  stored: StoredTranslations,
  languages: readonly LanguageCode[],
): FormTranslations {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      currentTextsOf(sources, stored.translations[language], stored.translatedFrom[language]),
    ]),
  );
}

/**
 * Each added language's translations still current, as the owner edits them: of a text the
 * form still has, made from its default text as it reads now. The others (a removed language, a
 * changed text) stay stored, unshown, until that language is saved again.
 */
export function currentTranslationsOf(
  form: FormWithQuestions,
  settings: FormSettings,
): FormTranslations {
  return translationsFor(sourcesOf(form, settings), form, settings.languages);
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
  const current = translationsFor(sources, form, settings.languages);
  const languages = servedLanguagesOf(sources, settings, current);
  const shown = sources.filter((source) => !RESULT_ONLY_KINDS.has(source.kind));
  return { languages, translations: translationsFor(shown, form, languages) };
}

/** The current translations a copy starts with, and the default texts each was made from. */
export function translationsToCopy(form: FormWithQuestions, settings: FormSettings) {
  const sources = sourcesOf(form, settings);
  const translations = translationsFor(sources, form, settings.languages);
  const translatedFrom = Object.fromEntries(
    Object.entries(translations).map(([language, texts]) => [
      language,
      sourcesOfTexts(sources, texts ?? {}),
    ]),
  );
  return { translations, translatedFrom };
}
