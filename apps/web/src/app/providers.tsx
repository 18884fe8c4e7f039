import { LANGUAGES, type LanguageCode } from "@formloom/shared/languages";
import { DirectionProvider } from "@radix-ui/react-direction";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import { DialogTextsProvider } from "@/components/ui/dialog-texts";
import { Toaster } from "@/components/ui/toaster";
import { HealthGate } from "@/features/health/components/health-gate";
import { useAppLocale, useAppText } from "@/lib/i18n/use-app-text";
import { createQueryClient } from "@/lib/query-client";
import { NetworkStatusToasts } from "./network-status-toasts";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const t = useAppText();
  // Radix's tabs, menus and sliders read the reading direction from here, not from <html dir>.
  const direction = LANGUAGES[useAppLocale() as LanguageCode].direction;
  const dialogTexts = useMemo(
    () => ({ close: t("ui.dialog.close"), cancel: t("ui.confirmDialog.cancel") }),
    [t],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider dir={direction}>
        <DialogTextsProvider value={dialogTexts}>
          <HealthGate>{children}</HealthGate>
        </DialogTextsProvider>
      </DirectionProvider>
      <Toaster />
      <NetworkStatusToasts />
    </QueryClientProvider>
  );
}
