import type { FormTexts, LanguageCode, SourceText } from "@formloom/shared";
import { summarizeTranslation } from "../../utils/translation-summary";

type TranslationProgressProps = {
  language: LanguageCode;
  sourceLanguage: LanguageCode;
  sources: readonly SourceText[];
  texts: FormTexts;
  isFallbackOn: boolean;
};

/** "German: 4 of 31 texts missing", and whether respondents are offered German. */
export function TranslationProgress(props: TranslationProgressProps) {
  const { summary, hint } = summarizeTranslation(props);
  return (
    <div className="grid gap-0.5">
      <p aria-live="polite" className="font-medium text-sm">
        {summary}
      </p>
      <p className="text-muted-foreground text-xs">{hint}</p>
    </div>
  );
}
