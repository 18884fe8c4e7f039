import {
  REGEX_MAX_LENGTH_MAX,
  REGEX_MAX_LENGTH_MIN,
  type RegexForm,
  type RegexPatternType,
} from "@formloom/shared";
import { type Control, Controller, type UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
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
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <FormField
        label="Pattern Type"
        hint="A preset fills in the Regex field. Other or None lets you write your own."
      >
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
        label="Max Length"
        error={maxLengthError}
        hint={`Optional, ${REGEX_MAX_LENGTH_MIN} to ${REGEX_MAX_LENGTH_MAX}. With a pattern type it caps the answer's length.`}
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
            placeholder="No limit"
          />
        )}
      </FormField>
    </div>
  );
}
