import {
  isPatternTypeLocked,
  REGEX_MESSAGES,
  type RegexForm,
  type RegexPatternType,
  regexMaxLengthSchema,
} from "@formloom/shared";
import { useCallback, useRef } from "react";
import type { FieldErrors, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { appText } from "@/lib/i18n/use-app-text";
import { adminFormErrorText } from "../utils/admin-form-error-text";
import { getPresetRegex, type RegexFormValues } from "../utils/regex-form-values";

export const MAX_LENGTH_TOAST_ID = "regex-max-length";

const warnMaxLengthOutOfRange = () =>
  toast.warning(adminFormErrorText(appText, REGEX_MESSAGES.maxLengthOutOfRange), {
    id: MAX_LENGTH_TOAST_ID,
  });

function isMaxLengthAccepted(text: string): boolean {
  return regexMaxLengthSchema.safeParse(text).success;
}

/**
 * Keeps the Regex field in step with the pattern type and Max Length: a preset (email,
 * password, phone number) fills the field and locks it; Other fills it only while it is empty
 * or still holds what a preset put there, so the admin's own pattern is never overwritten.
 * Answers the Max Length field's registration, and why the preset cannot be built, if so.
 */
export function useRegexPreset(form: UseFormReturn<RegexFormValues, unknown, RegexForm>) {
  const { getValues, setValue, clearErrors, register, watch, formState } = form;
  const lastFilledRef = useRef<string | null>(null);

  const fillRegex = useCallback(
    (type: RegexPatternType, maxLengthText: string) => {
      const result = getPresetRegex(type, maxLengthText);
      // A Max Length the preset cannot take is shown beside the field and stops the save.
      if (!result?.ok) return;
      const current = getValues("regex");
      const isAdminsOwn = current !== "" && current !== lastFilledRef.current;
      if (!isPatternTypeLocked(type) && isAdminsOwn) return;
      lastFilledRef.current = result.value;
      setValue("regex", result.value, { shouldDirty: true, shouldValidate: result.value !== "" });
      if (result.value === "") clearErrors("regex");
    },
    [getValues, setValue, clearErrors],
  );

  const onPatternTypeChange = useCallback(
    (type: RegexPatternType) => fillRegex(type, getValues("maxLength")),
    [fillRegex, getValues],
  );

  const onMaxLengthChange = useCallback(
    (text: string) => {
      if (!isMaxLengthAccepted(text)) {
        warnMaxLengthOutOfRange();
        return;
      }
      fillRegex(getValues("patternType"), text);
    },
    [fillRegex, getValues],
  );

  const maxLength = register("maxLength", {
    onChange: (event: { target: { value: string } }) => onMaxLengthChange(event.target.value),
  });
  const preset = getPresetRegex(watch("patternType"), watch("maxLength"));
  const presetProblem =
    preset && !preset.ok && !formState.errors.maxLength ? preset.message : undefined;

  const onInvalid = (invalid: FieldErrors<RegexFormValues>) => {
    if (invalid.maxLength) {
      warnMaxLengthOutOfRange();
    }
  };

  return { onPatternTypeChange, maxLength, presetProblem, onInvalid };
}
