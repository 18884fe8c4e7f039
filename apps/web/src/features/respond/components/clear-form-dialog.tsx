import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRespondText } from "../i18n/use-respond-text";

type ClearFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

export function ClearFormDialog({ isOpen, onOpenChange, onConfirm }: ClearFormDialogProps) {
  const t = useRespondText();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t("clearForm.dialogTitle")}
      description={t("clearForm.dialogDescription")}
      confirmLabel={t("clearForm.confirm")}
      cancelLabel={t("clearForm.cancel")}
      onConfirm={onConfirm}
    />
  );
}
