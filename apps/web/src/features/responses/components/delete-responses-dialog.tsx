import type { ReactNode } from "react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { getErrorMessage } from "@/lib/api-client";
import { countResponses } from "@/lib/count-responses";
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
  const [isOpen, setOpen] = useState(false);
  const remove = useDeleteResponses();
  const onDelete = () =>
    remove.mutate(
      { formId, ids: [...ids] },
      {
        onSuccess: (deleted) => {
          setOpen(false);
          toast.success(deleted === 1 ? "Response deleted" : `${countResponses(deleted)} deleted`);
          onDeleted?.();
        },
        onError: (error) => toast.error(getErrorMessage(error, "Responses not deleted")),
      },
    );

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={children}
      title={`Delete ${countResponses(ids.length)}?`}
      description={`This action cannot be undone. The summary, scores and exports will no longer count ${ids.length === 1 ? "it" : "them"}.`}
      confirmLabel="Delete"
      onConfirm={onDelete}
      isPending={remove.isPending}
    />
  );
}
