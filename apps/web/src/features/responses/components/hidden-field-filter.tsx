import { HIDDEN_FIELD_VALUE_MAX, type ResponsesFilter } from "@formloom/shared";
import { FilterInput, FilterSelect } from "@/components/filters/filter-fields";
import { useAppText } from "@/lib/i18n/use-app-text";

type HiddenFieldFilterProps = {
  id: string;
  hiddenFields: readonly string[];
  /** "" for any. */
  field: string;
  value: string;
  onChange: (changes: Pick<ResponsesFilter, "hiddenField" | "hiddenValue">) => void;
};

/** "The hidden field X holds exactly Y": the field among the version's, then its value. */
export function HiddenFieldFilter({
  id,
  hiddenFields,
  field,
  value,
  onChange,
}: HiddenFieldFilterProps) {
  const t = useAppText();
  return (
    <>
      <FilterSelect
        id={`${id}-field`}
        label={t("responses.filter.hiddenField")}
        anyLabel={t("responses.filter.anyHiddenField")}
        value={field}
        options={hiddenFields.map((name) => ({ value: name, label: name }))}
        onChange={(next) => onChange({ hiddenField: next, hiddenValue: next ? value : "" })}
      />
      <FilterInput
        id={`${id}-value`}
        label={t("responses.filter.hiddenValue")}
        maxLength={HIDDEN_FIELD_VALUE_MAX}
        value={value}
        disabled={!field}
        onChange={(event) => onChange({ hiddenValue: event.target.value })}
      />
    </>
  );
}
