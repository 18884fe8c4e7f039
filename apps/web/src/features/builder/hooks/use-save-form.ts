import type { FormDraft } from "@formloom/shared";
import { appText } from "@/lib/i18n/use-app-text";
import { useCreateForm } from "../api/create-form";
import { useUpdateForm } from "../api/update-form";

type SaveCallbacks = {
  onSaved: (message: string) => void;
  onError: (error: unknown) => void;
};

/** Creates the form, or updates the one with `formId`. */
export function useSaveForm(formId?: string) {
  const createForm = useCreateForm();
  const updateForm = useUpdateForm();

  const save = (body: FormDraft, { onSaved, onError }: SaveCallbacks) => {
    if (formId) {
      updateForm.mutate(
        { formId, body },
        { onSuccess: () => onSaved(appText("builder.save.updated")), onError },
      );
    } else {
      createForm.mutate(body, {
        onSuccess: () => onSaved(appText("builder.save.created")),
        onError,
      });
    }
  };

  return { save, isSaving: createForm.isPending || updateForm.isPending };
}
