import type { Blocker } from "react-router";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAppText } from "@/lib/i18n/use-app-text";

/** Asks before an in-app navigation drops unsaved changes. */
export function LeaveConfirmDialog({ blocker }: { blocker: Blocker }) {
  const t = useAppText();
  const isOpen = blocker.state === "blocked";
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && blocker.reset?.()}
      title={t("builder.leave.title")}
      description={t("builder.leave.description")}
      cancelLabel={t("builder.leave.cancel")}
      confirmLabel={t("builder.leave.confirm")}
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
