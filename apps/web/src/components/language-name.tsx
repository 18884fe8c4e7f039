import { LANGUAGES, type LanguageCode } from "@formloom/shared";

/** A language's own name, marked with its language so a screen reader pronounces it. */
export function LanguageName({ code }: { code: LanguageCode }) {
  const { name, direction } = LANGUAGES[code];
  return (
    <span lang={code} dir={direction}>
      {name}
    </span>
  );
}
