import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { DialogTextsProvider } from "@/components/ui/dialog-texts";
import { Toaster } from "@/components/ui/toaster";
import { HealthGate } from "@/features/health/components/health-gate";
import { useAppText } from "@/lib/i18n/use-app-text";
import { createQueryClient } from "@/lib/query-client";
import { NetworkStatusToasts } from "./network-status-toasts";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const t = useAppText();
  const dialogTexts = useMemo(
    () => ({ close: t("ui.dialog.close"), cancel: t("ui.confirmDialog.cancel") }),
    [t],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <DialogTextsProvider value={dialogTexts}>
        <HealthGate>{children}</HealthGate>
      </DialogTextsProvider>
      <Toaster />
      <NetworkStatusToasts />
    </QueryClientProvider>
  );
}
