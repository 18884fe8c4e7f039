import {
  REGEX_MAX_LENGTH_MAX,
  REGEX_MAX_LENGTH_MIN,
  type RegexForm,
  type RegexPatternType,
} from "@formloom/shared";
import { type Control, Controller, type UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAppText } from "@/lib/i18n/use-app-text";
import type { RegexFormValues } from "../../utils/regex-form-values";
import { PatternTypeSelect } from "./pattern-type-select";

type PatternTypeFieldsProps = {
  control: Control<RegexFormValues, unknown, RegexForm>;
  maxLength: UseFormRegisterReturn<"maxLength">;
  maxLengthError?: string;
  onPatternTypeChange: (type: RegexPatternType) => void;
};

/** The pattern type (a preset or the admin's own) and the answer's Max Length, side by side. */
export function PatternTypeFields({
  control,
  maxLength,
  maxLengthError,
  onPatternTypeChange,
}: PatternTypeFieldsProps) {
  const t = useAppText();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <FormField label={t("admin.patternType.label")} hint={t("admin.patternType.hint")}>
        {(field) => (
          <Controller
            control={control}
            name="patternType"
            render={({ field: { value, onChange, onBlur } }) => (
              <PatternTypeSelect
                {...field}
                value={value}
                onBlur={onBlur}
                onChange={(type) => {
                  onChange(type);
                  onPatternTypeChange(type);
                }}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label={t("admin.regexForm.maxLengthLabel")}
        error={maxLengthError}
        hint={t("admin.regexForm.maxLengthHint", {
          min: REGEX_MAX_LENGTH_MIN,
          max: REGEX_MAX_LENGTH_MAX,
        })}
      >
        {(field) => (
          <Input
            {...field}
            {...maxLength}
            type="number"
            inputMode="numeric"
            min={REGEX_MAX_LENGTH_MIN}
            max={REGEX_MAX_LENGTH_MAX}
            step={1}
            placeholder={t("admin.regexForm.maxLengthPlaceholder")}
          />
        )}
      </FormField>
    </div>
  );
}
