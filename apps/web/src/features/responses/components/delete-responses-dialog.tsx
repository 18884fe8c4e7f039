import type { ReactNode } from "react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { appText, useAppText } from "@/lib/i18n/use-app-text";
import { useDeleteResponses } from "../api/delete-responses";

type DeleteResponsesDialogProps = {
  formId: string;
  ids: readonly string[];
  /** The button that opens the confirmation. */
  children: ReactNode;
  onDeleted?: () => void;
};

/** Asks before deleting, naming how many: "Delete 3 responses?". */
export function DeleteResponsesDialog({
  formId,
  ids,
  children,
  onDeleted,
}: DeleteResponsesDialogProps) {
  const t = useAppText();
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteResponses();
  const onDelete = () =>
    remove.mutate(
      { formId, ids: [...ids] },
      {
        onSuccess: (deleted) => {
          setOpen(false);
          toast.success(appText("responses.delete.deleted", { count: deleted }));
          onDeleted?.();
        },
        onError: (error) => toast.error(getErrorMessage(error, appText("responses.delete.failed"))),
      },
    );

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={children}
      title={t("responses.delete.title", { count: ids.length })}
      description={t("responses.delete.description", { count: ids.length })}
      confirmLabel={t("responses.delete.confirm")}
      onConfirm={onDelete}
      isPending={remove.isPending}
    />
  );
}
