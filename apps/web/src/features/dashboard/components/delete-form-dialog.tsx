import { Trash2 } from "lucide-react";
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
import { useDeleteForm } from "../api/delete-form";
import type { FormsQuery } from "../api/get-forms";
import { IconAction } from "./icon-action";

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
    <AlertDialog open={isOpen} onOpenChange={(open) => !deleteForm.isPending && setOpen(open)}>
      <AlertDialogTrigger asChild>
        <IconAction
          label="Delete form"
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </IconAction>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure you want to delete this form?</AlertDialogTitle>
          <AlertDialogDescription>
            This action cannot be undone. All responses will be permanently deleted.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteForm.isPending}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onDelete} disabled={deleteForm.isPending}>
            {deleteForm.isPending && <Spinner />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
