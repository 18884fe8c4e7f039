import {
  isPatternTypeLocked,
  REGEX_MESSAGES,
  type RegexForm,
  type RegexPatternType,
  regexMaxLengthSchema,
} from "@formloom/shared";
import { useCallback, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { getPresetRegex, type RegexFormValues } from "../utils/regex-form-values";

export const MAX_LENGTH_TOAST_ID = "regex-max-length";

function isMaxLengthAccepted(text: string): boolean {
  return regexMaxLengthSchema.safeParse(text).success;
}

/**
 * Keeps the Regex field in step with the pattern type and Max Length: a preset (email,
 * password, phone number) fills the field and locks it; Other fills it only while it is empty
 * or still holds what a preset put there, so the admin's own pattern is never overwritten.
 */
export function useRegexPreset(form: UseFormReturn<RegexFormValues, unknown, RegexForm>) {
  const { getValues, setValue, clearErrors } = form;
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
        toast.warning(REGEX_MESSAGES.maxLengthOutOfRange, { id: MAX_LENGTH_TOAST_ID });
        return;
      }
      fillRegex(getValues("patternType"), text);
    },
    [fillRegex, getValues],
  );

  return { onPatternTypeChange, onMaxLengthChange };
}
