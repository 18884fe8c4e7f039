import type { PublicForm } from "@formloom/shared";
import type { LanguageCode } from "@formloom/shared/languages";
import { useEffect, useState } from "react";
import {
  chooseLanguage,
  keepLanguageChoice,
  offeredLanguages,
  readLanguageChoice,
} from "./language-choice";
import { directionOf, respondI18n, speakLanguage } from "./respond-i18n";

/** Marks the document with the language it speaks and its direction; puts back the old ones after. */
function useDocumentLanguage(language: LanguageCode) {
  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = language;
    root.dir = directionOf(language);
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [language]);
}

/**
 * The language the page speaks for `form` (undefined while it loads: then the respondent's own
 * language, so its catalogue loads beside the form), whether its texts are here yet, and the
 * respondent's pick from the form's languages.
 */
export function useRespondLanguage(form: PublicForm | undefined) {
  const [choice, setChoice] = useState(() => readLanguageChoice(window.location.search));
  const language = chooseLanguage(form, choice, navigator.languages ?? [navigator.language]);
  const [spoken, setSpoken] = useState<string>(respondI18n.locale);

  useEffect(() => {
    let isCurrent = true;
    speakLanguage(language)
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) setSpoken(language);
      });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  useDocumentLanguage(spoken as LanguageCode);

  return {
    language,
    // A catalogue that failed to load does not hold the page back: it speaks what it has.
    isReady: spoken === language,
    offered: offeredLanguages(form),
    choose: (picked: LanguageCode) => {
      keepLanguageChoice(picked);
      setChoice(picked);
    },
  };
}
