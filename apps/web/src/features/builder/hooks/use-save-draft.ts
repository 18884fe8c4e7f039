import type { FormDraft } from "@formloom/shared";
import { toast } from "sonner";
import { isApiError } from "@/lib/api-client";
import type { BuilderState } from "../utils/builder-state";
import { getSaveErrorMessage } from "../utils/get-save-error-message";
import { sayRule } from "../utils/rule-text";
import { type DraftErrors, validateDraft } from "../utils/validate-draft";

// A save's outcome replaces the toast of an earlier try: no stale failure under a success.
const SAVE_TOAST = { id: "save-form" };

type UseSaveDraftOptions = {
  state: BuilderState;
  isSaving: boolean;
  save: (
    body: FormDraft,
    callbacks: { onSaved: (message: string) => void; onError: (error: unknown) => void },
  ) => void;
  onSaved: () => void;
  onSaveRefused: () => void;
  onServerRefused: (fieldErrors: DraftErrors) => void;
  showInvalid: (fieldErrors: DraftErrors) => void;
};

/** Checks the draft before saving it, and shows what was refused, by the builder or the server. */
export function useSaveDraft({
  state,
  isSaving,
  save,
  onSaved,
  onSaveRefused,
  onServerRefused,
  showInvalid,
}: UseSaveDraftOptions) {
  const onError = (error: unknown) => {
    toast.error(getSaveErrorMessage(error), SAVE_TOAST);
    if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
      onServerRefused(error.fieldErrors);
      showInvalid(error.fieldErrors);
    }
  };

  return () => {
    if (isSaving) return;
    const check = validateDraft(state);
    if (!check.ok) {
      onSaveRefused();
      toast.error(sayRule(check.message), SAVE_TOAST);
      showInvalid(check.errors);
      return;
    }
    save(check.body, {
      onSaved: (message) => {
        toast.success(message, SAVE_TOAST);
        onSaved();
      },
      onError,
    });
  };
}
