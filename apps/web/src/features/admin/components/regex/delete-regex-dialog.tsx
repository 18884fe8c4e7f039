import type { RegexPattern } from "@formloom/shared";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

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
    <ConfirmDialog
      isOpen={pattern !== null}
      onOpenChange={onOpenChange}
      title="Delete Regex Pattern"
      description="Are you sure you want to delete this regex pattern? This action cannot be undone."
      confirmLabel="Delete"
      onConfirm={() => pattern && onConfirm(pattern)}
      isPending={isDeleting}
    >
      {pattern && (
        <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <span className="font-medium">{pattern.title}</span>
          <span className="text-muted-foreground">
            {" "}
            — questions that use it keep working without this check.
          </span>
        </p>
      )}
    </ConfirmDialog>
  );
}
