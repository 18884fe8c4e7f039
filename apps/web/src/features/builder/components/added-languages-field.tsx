import { LANGUAGE_CODES, type LanguageCode } from "@formloom/shared";
import { useId } from "react";
import { LanguageName } from "@/components/language-name";
import { useAppText } from "@/lib/i18n/use-app-text";

type AddedLanguagesFieldProps = {
  /** The form's default language: offered anyway, so not listed. */
  language: LanguageCode;
  languages: readonly LanguageCode[];
  error?: string;
  onChange: (languages: LanguageCode[]) => void;
};

/** Settings › Other languages: one checkbox for each language beside the default. */
export function AddedLanguagesField({
  language,
  languages,
  error,
  onChange,
}: AddedLanguagesFieldProps) {
  const t = useAppText();
  const errorId = useId();
  const others = LANGUAGE_CODES.filter((code) => code !== language);
  // Kept in the list's order, whatever order they were ticked in.
  const toggle = (code: LanguageCode, isTicked: boolean) =>
    onChange(others.filter((other) => (other === code ? isTicked : languages.includes(other))));

  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 font-medium text-sm">{t("builder.languages.otherLanguages")}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2">
        {others.map((code) => (
          <label key={code} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={languages.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            <LanguageName code={code} />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
