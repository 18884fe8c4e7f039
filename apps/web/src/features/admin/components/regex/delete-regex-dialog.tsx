import type { RegexPattern } from "@formloom/shared";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAppText } from "@/lib/i18n/use-app-text";

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
  const t = useAppText();
  return (
    <ConfirmDialog
      isOpen={pattern !== null}
      onOpenChange={onOpenChange}
      title={t("admin.regexDelete.title")}
      description={t("admin.regexDelete.description")}
      confirmLabel={t("admin.regexDelete.confirm")}
      onConfirm={() => pattern && onConfirm(pattern)}
      isPending={isDeleting}
    >
      {pattern && (
        <p className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <span className="font-medium">{pattern.title}</span>
          <span className="text-muted-foreground"> {t("admin.regexDelete.consequence")}</span>
        </p>
      )}
    </ConfirmDialog>
  );
}
