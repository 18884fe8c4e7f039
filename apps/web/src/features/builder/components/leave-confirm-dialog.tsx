import type { Blocker } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** Asks before an in-app navigation drops unsaved changes. */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const isOpen = blocker.state === "blocked";
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title="Leave without saving?"
      description="You have unsaved changes to this form. If you leave now, they will be lost."
      cancelLabel="Keep editing"
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
