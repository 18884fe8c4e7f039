import { isLanguageCode, type LanguageCode } from "@formloom/shared";
import { FilterSelect } from "@/components/filters/filter-fields";
import { LanguageName } from "@/components/language-name";
import { useAppText } from "@/lib/i18n/use-app-text";

type LanguageFilterSelectProps = {
  id: string;
  /** The form's languages, its default first. */
  languages: readonly LanguageCode[];
  value: LanguageCode | undefined;
  onChange: (language: LanguageCode | undefined) => void;
};

/** The filter's language answered in, each by its own name. */
export function LanguageFilterSelect({
  id,
  languages,
  value,
  onChange,
}: LanguageFilterSelectProps) {
  const t = useAppText();
  return (
    <FilterSelect
      id={id}
      label={t("responses.filter.language")}
      anyLabel={t("responses.filter.anyLanguage")}
      value={value ?? ""}
      options={languages.map((code) => ({ value: code, label: <LanguageName code={code} /> }))}
      disabled={false}
      onChange={(next) => onChange(isLanguageCode(next) ? next : undefined)}
    />
  );
}
