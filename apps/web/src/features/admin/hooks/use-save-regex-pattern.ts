import type { RegexForm, RegexPattern } from "@formloom/shared";
import type { UseFormSetError } from "react-hook-form";
import { toast } from "sonner";
import { getErrorMessage } from "@/lib/api-client";
import { applyFieldErrors } from "@/lib/apply-field-errors";
import { appText } from "@/lib/i18n/use-app-text";
import { useCreateRegexPattern } from "../api/create-regex-pattern";
import { useUpdateRegexPattern } from "../api/update-regex-pattern";
import { adminFormErrorText } from "../utils/admin-form-error-text";
import { findRegexChanges, type RegexFormValues } from "../utils/regex-form-values";
import { MAX_LENGTH_TOAST_ID } from "./use-regex-preset";

const SERVER_FIELDS = { title: "title", regex: "regex", errorMessage: "errorMessage" } as const;

type SaveRegexPatternInput = {
  /** The stored pattern when editing; creating otherwise. */
  pattern?: RegexPattern;
  /** Why the chosen preset cannot be built, which stops the save. */
  presetProblem?: string;
  setError: UseFormSetError<RegexFormValues>;
  onSaved: () => void;
};

/** Creates the pattern, or sends only what changed; the server's field errors land on fields. */
export function useSaveRegexPattern({
  pattern,
  presetProblem,
  setError,
  onSaved,
}: SaveRegexPatternInput) {
  const createPattern = useCreateRegexPattern();
  const updatePattern = useUpdateRegexPattern();

  const onSaveError = (fallback: string) => (error: unknown) => {
    applyFieldErrors(error, setError, SERVER_FIELDS);
    toast.error(getErrorMessage(error, fallback));
  };

  const save = (values: RegexForm) => {
    if (presetProblem) {
      toast.warning(adminFormErrorText(appText, presetProblem), { id: MAX_LENGTH_TOAST_ID });
      return;
    }
    if (!pattern) {
      createPattern.mutate(values, {
        onSuccess: ({ message }) => {
          toast.success(message || appText("admin.regexSave.created"));
          onSaved();
        },
        onError: onSaveError(appText("admin.regexSave.createFailed")),
      });
      return;
    }
    const changes = findRegexChanges(pattern, values);
    if (Object.keys(changes).length === 0) {
      toast.info(appText("admin.regexSave.noChanges"));
      return;
    }
    updatePattern.mutate(
      { _id: pattern._id, ...changes },
      {
        onSuccess: ({ message }) => {
          toast.success(message || appText("admin.regexSave.updated"));
          onSaved();
        },
        onError: onSaveError(appText("admin.regexSave.updateFailed")),
      },
    );
  };

  return { save, isSaving: createPattern.isPending || updatePattern.isPending };
}
