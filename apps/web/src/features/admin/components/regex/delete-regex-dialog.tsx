import type { RegexPattern } from "@formloom/shared";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Spinner } from "@/components/ui/spinner";

type DeleteRegexDialogProps = {
  pattern: RegexPattern | null;
  isDeleting: boolean;
  onConfirm: (pattern: RegexPattern) => void;
  onOpenChange: (isOpen: boolean) => void;
};

export function DeleteRegexDialog({
  pattern,
  isDeleting,
  onConfirm,
  onOpenChange,
}: DeleteRegexDialogProps) {
  return (
    <AlertDialog open={pattern !== null} onOpenChange={(open) => !isDeleting && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Regex Pattern</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this regex pattern? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {pattern && (
          <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
            <span className="font-medium">{pattern.title}</span>
            <span className="text-muted-foreground">
              {" "}
              — questions that use it keep working without this check.
            </span>
          </p>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isDeleting}>Cancel</AlertDialogCancel>
          <AlertDialogAction disabled={isDeleting} onClick={() => pattern && onConfirm(pattern)}>
            {isDeleting && <Spinner />}
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
