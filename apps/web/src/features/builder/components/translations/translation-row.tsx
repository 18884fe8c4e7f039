import { LANGUAGES, type LabelledSourceText, type LanguageCode } from "@formloom/shared";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAppText } from "@/lib/i18n/use-app-text";
import { sourceGroupName, sourceTextName } from "./source-text-names";

// Texts that may run to paragraphs get a text area; names and options a line.
const LONG_KINDS = new Set([
  "description",
  "questionDescription",
  "feedbackCorrect",
  "feedbackIncorrect",
  "endingMessage",
  "confirmationMessage",
  "closedMessage",
]);

type TranslationRowProps = {
  source: LabelledSourceText;
  sourceLanguage: LanguageCode;
  language: LanguageCode;
  text: string;
  error?: string;
  onChange: (text: string) => void;
};

/** A default-language text, read-only, beside the field for its translation. */
export function TranslationRow({
  source,
  sourceLanguage,
  language,
  text,
  error,
  onChange,
}: TranslationRowProps) {
  const t = useAppText();
  const id = useId();
  const Control = LONG_KINDS.has(source.kind) ? Textarea : Input;
  const describedBy = [`${id}-source`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={id}>
          {sourceTextName(t, source)}
          <span className="sr-only">
            {t("builder.translations.rowContext", {
              group: sourceGroupName(t, source.group),
              language: LANGUAGES[language].englishName,
            })}
          </span>
        </Label>
        <p
          id={`${id}-source`}
          lang={sourceLanguage}
          dir={LANGUAGES[sourceLanguage].direction}
          className="whitespace-pre-wrap break-words rounded-md bg-muted px-3 py-2 text-sm"
        >
          {source.text}
        </p>
      </div>
      <div className="grid content-start gap-1.5 sm:pt-5.5">
        <Control
          id={id}
          lang={language}
          dir={LANGUAGES[language].direction}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
