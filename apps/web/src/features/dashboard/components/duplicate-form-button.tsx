import { CopyPlus } from "lucide-react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { IconAction } from "@/components/icon-action";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useDuplicateForm } from "@/lib/duplicate-form";

/** Makes a private copy without responses; it shows first in the list, newest first. */
export function DuplicateFormButton({ formId }: { formId: string }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateForm();

  const onDuplicate = () => {
    if (duplicate.isPending) return;
    duplicate.mutate(formId, {
      onSuccess: (copy) =>
        toast.success(`"${copy.title}" created`, {
          action: { label: "Edit", onClick: () => navigate(`/forms/${copy._id}/edit`) },
        }),
      onError: (error) => toast.error(getErrorMessage(error, "Form not duplicated")),
    });
  };

  return (
    <IconAction
      label="Duplicate form"
      onClick={onDuplicate}
      aria-disabled={duplicate.isPending || undefined}
    >
      {duplicate.isPending ? <Spinner /> : <CopyPlus aria-hidden="true" />}
    </IconAction>
  );
}
