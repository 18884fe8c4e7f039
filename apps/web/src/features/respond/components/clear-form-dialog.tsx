import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type ClearFormDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

export function ClearFormDialog({ isOpen, onOpenChange, onConfirm }: ClearFormDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Clear form?"
      description="This removes all your answers from every page of this form and from this browser. It cannot be undone."
      confirmLabel="Clear form"
      onConfirm={onConfirm}
    />
  );
}
