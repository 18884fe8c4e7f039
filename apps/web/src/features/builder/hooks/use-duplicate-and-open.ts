import { useNavigate } from "react-router";
import { toast } from "sonner";
import { getErrorMessage } from "@/lib/api-client";
import { useDuplicateForm } from "@/lib/duplicate-form";

/** The copy opens in the builder; unsaved edits here are asked about as any leaving is. */
export function useDuplicateAndOpen() {
  const navigate = useNavigate();
  const duplicateForm = useDuplicateForm();

  const duplicate = (id: string) => {
    if (duplicateForm.isPending) return;
    duplicateForm.mutate(id, {
      onSuccess: (copy) => {
        toast.success(`"${copy.title}" created`);
        navigate(`/forms/${copy._id}/edit`);
      },
      onError: (error) => toast.error(getErrorMessage(error, "Form not duplicated")),
    });
  };

  return { duplicate, isDuplicating: duplicateForm.isPending };
}
