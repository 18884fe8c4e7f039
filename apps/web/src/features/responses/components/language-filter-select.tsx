import { isLanguageCode, type LanguageCode } from "@formloom/shared";
import { LanguageName } from "@/components/language-name";
import { FilterSelect } from "./responses-filter-fields";

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
  return (
    <FilterSelect
      id={id}
      label="Language"
      anyLabel="Any language"
      value={value ?? ""}
      options={languages.map((code) => ({ value: code, label: <LanguageName code={code} /> }))}
      disabled={false}
      onChange={(next) => onChange(isLanguageCode(next) ? next : undefined)}
    />
  );
}
