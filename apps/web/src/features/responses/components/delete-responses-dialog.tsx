import type { ReactNode } from "react";
import { useState } from "react";
import { toast } from "sonner";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api-client";
import { useDeleteResponses } from "../api/delete-responses";
import { countResponses } from "../utils/count-responses";

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
    <AlertDialog open={isOpen} onOpenChange={(open) => !remove.isPending && setOpen(open)}>
      <AlertDialogTrigger asChild>{children}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {countResponses(ids.length)}?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. The summary, scores and exports will no longer count{" "}
            {ids.length === 1 ? "it" : "them"}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={(event) => {
              event.preventDefault();
              onDelete();
            }}
            disabled={remove.isPending}
          >
            {remove.isPending && <Spinner />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
