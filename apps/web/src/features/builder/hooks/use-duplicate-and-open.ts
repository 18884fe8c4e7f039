import { useNavigate } from "react-router";
import { toast } from "sonner";
import { getErrorMessage } from "@/lib/api-client";
import { useDuplicateForm } from "@/lib/duplicate-form";
import { appText } from "@/lib/i18n/use-app-text";

/** The copy opens in the builder; unsaved edits here are asked about as any leaving is. */
export function useDuplicateAndOpen() {
  const navigate = useNavigate();
  const duplicateForm = useDuplicateForm();

  const duplicate = (id: string) => {
    if (duplicateForm.isPending) return;
    duplicateForm.mutate(id, {
      onSuccess: (copy) => {
        toast.success(appText("builder.duplicate.created", { title: copy.title }));
        navigate(`/forms/${copy._id}/edit`);
      },
      onError: (error) => toast.error(getErrorMessage(error, appText("builder.duplicate.failed"))),
    });
  };

  return { duplicate, isDuplicating: duplicateForm.isPending };
}
