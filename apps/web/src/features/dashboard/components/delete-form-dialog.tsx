import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { IconAction } from "@/components/icon-action";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useDeleteForm } from "../api/delete-form";
import type { FormsQuery } from "../api/get-forms";

type DeleteFormDialogProps = { formId: string; query: FormsQuery };

export function DeleteFormDialog({ formId, query }: DeleteFormDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const deleteForm = useDeleteForm();

  const onDelete = () =>
    deleteForm.mutate(
      { formId, query },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success("Form deleted successfully");
        },
        onError: (error) => toast.error(getErrorMessage(error, "Form not deleted")),
      },
    );

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={
        <IconAction
          label="Delete form"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </IconAction>
      }
      title="Are you sure you want to delete this form?"
      description="This action cannot be undone. All responses will be permanently deleted."
      confirmLabel="Delete"
      onConfirm={onDelete}
      isPending={deleteForm.isPending}
    />
  );
}
