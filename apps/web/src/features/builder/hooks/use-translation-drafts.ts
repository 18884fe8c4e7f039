import {
  currentTextsOf,
  type Form,
  findTranslationIssues,
  type LanguageCode,
  type SourceText,
} from "@formloom/shared";
import { useState } from "react";
import { toast } from "sonner";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { appText } from "@/lib/i18n/use-app-text";
import { useSaveTranslations } from "../api/save-translations";
import { sayRules } from "../utils/rule-text";

type Texts = Record<string, string>;
type Errors = Record<string, string>;

// One toast per save, so a success replaces an earlier failure.
const SAVE_TOAST = { id: "save-translations" };

/** The server names a text's field "texts.<key>"; the view names it by its key. */
export function toTextErrors(fieldErrors: Errors): Errors {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, message]) => [field.replace(/^texts\./, ""), message]),
  );
}

/**
 * The translations being typed for each added language, kept while the owner switches language,
 * and their save: checked here first, then sent for the one language shown.
 */
export function useTranslationDrafts(form: Form, sources: readonly SourceText[]) {
  const [edits, setEdits] = useState<Partial<Record<LanguageCode, Texts>>>({});
  const [errors, setErrors] = useState<Partial<Record<LanguageCode, Errors>>>({});
  const saveTranslations = useSaveTranslations();
  const textsOf = (language: LanguageCode) =>
    edits[language] ?? currentTextsOf(sources, form.translations[language]);

  const setText = (language: LanguageCode, key: string, text: string) => {
    setEdits((all) => ({ ...all, [language]: { ...textsOf(language), [key]: text } }));
    setErrors(({ [language]: { [key]: _, ...rest } = {}, ...all }) => ({
      ...all,
      [language]: rest,
    }));
  };

  /** Forgets what was typed for these languages: their saved texts show again. */
  const discard = (languages: readonly LanguageCode[]) =>
    setEdits((all) =>
      Object.fromEntries(
        Object.entries(all).filter(([code]) => !languages.includes(code as LanguageCode)),
      ),
    );

  const save = (language: LanguageCode) => {
    const texts = textsOf(language);
    const issues = sayRules(findTranslationIssues(sources, texts));
    setErrors((all) => ({ ...all, [language]: issues }));
    if (Object.keys(issues).length > 0)
      return void toast.error(appText("builder.translationSave.refused"), SAVE_TOAST);
    saveTranslations.mutate(
      { formId: form._id, language, texts },
      {
        onSuccess: () => {
          discard([language]);
          toast.success(appText("builder.translationSave.saved"), SAVE_TOAST);
        },
        onError: (error) => {
          if (isApiError(error))
            setErrors((all) => ({
              ...all,
              [language]: sayRules(toTextErrors(error.fieldErrors)),
            }));
          toast.error(
            getErrorMessage(error, appText("builder.translationSave.failed")),
            SAVE_TOAST,
          );
        },
      },
    );
  };

  return {
    textsOf,
    errorsOf: (language: LanguageCode) => errors[language] ?? {},
    hasEdits: (language: LanguageCode) => edits[language] !== undefined,
    setText,
    discard,
    save,
    isSaving: saveTranslations.isPending,
  };
}

export type TranslationDrafts = ReturnType<typeof useTranslationDrafts>;
