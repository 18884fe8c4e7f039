import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { IconAction } from "@/components/icon-action";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useDeleteForm } from "../api/delete-form";
import type { FormsQuery } from "../api/get-forms";

type DeleteFormDialogProps = { formId: string; query: FormsQuery };

export function DeleteFormDialog({ formId, query }: DeleteFormDialogProps) {
  const [isOpen, setOpen] = useState(false);
  const deleteForm = useDeleteForm();
  const t = useAppText();

  const onDelete = () =>
    deleteForm.mutate(
      { formId, query },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t("dashboard.delete.deleted"));
        },
        onError: (error) => toast.error(getErrorMessage(error, t("dashboard.delete.failed"))),
      },
    );

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={
        <IconAction
          label={t("dashboard.delete.label")}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </IconAction>
      }
      title={t("dashboard.delete.title")}
      description={t("dashboard.delete.description")}
      confirmLabel={t("dashboard.delete.confirm")}
      onConfirm={onDelete}
      isPending={deleteForm.isPending}
    />
  );
}
