import { groupSourceTexts, type LabelledSourceText, type LanguageCode } from "@formloom/shared";
import { useAppText } from "@/lib/i18n/use-app-text";
import { sourceGroupName } from "./source-text-names";
import { TranslationRow } from "./translation-row";

type TranslationListProps = {
  sources: readonly LabelledSourceText[];
  sourceLanguage: LanguageCode;
  language: LanguageCode;
  texts: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (key: string, text: string) => void;
};

/** The texts under their item's heading (Form, Question 1, Section 2, Messages), in page order. */
export function TranslationList({
  sources,
  texts,
  errors,
  onChange,
  ...languages
}: TranslationListProps) {
  const t = useAppText();
  if (sources.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">{t("builder.translations.nothingMissing")}</p>
    );
  }
  return (
    <div className="grid gap-8">
      {groupSourceTexts(sources).map(({ group, texts: groupTexts }) => (
        <section key={group} aria-label={sourceGroupName(t, group)} className="grid gap-4">
          <h3 className="border-b pb-1 font-semibold text-sm">{sourceGroupName(t, group)}</h3>
          {groupTexts.map((source) => (
            <TranslationRow
              key={source.key}
              source={source}
              {...languages}
              text={texts[source.key] ?? ""}
              error={errors[source.key]}
              onChange={(text) => onChange(source.key, text)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
