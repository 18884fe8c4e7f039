import { LANGUAGES, type LanguageCount } from "@formloom/shared";
import { useId } from "react";
import { useAppText } from "@/lib/i18n/use-app-text";
import { SummaryFigures } from "./summary-figures";

/**
 * How many of the counted responses were answered in each language, for a form offered in
 * several (the server sends none for the others).
 */
export function AnsweredInLanguages({ languages }: { languages: readonly LanguageCount[] }) {
  const t = useAppText();
  const headingId = useId();
  if (languages.length === 0) return null;
  const figures = languages.map(({ language, count }) => ({
    label: LANGUAGES[language].name,
    lang: language,
    value: count,
  }));
  return (
    <section
      aria-labelledby={headingId}
      className="mb-4 grid gap-2 rounded-xl border bg-card p-4 shadow-soft"
    >
      <h2 id={headingId} className="font-medium text-sm">
        {t("responses.summary.answeredIn")}
      </h2>
      <SummaryFigures figures={figures} />
    </section>
  );
}
