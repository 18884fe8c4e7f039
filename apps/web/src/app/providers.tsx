import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "@/components/ui/toaster";
import { HealthGate } from "@/features/health/components/health-gate";
import { createQueryClient } from "@/lib/query-client";
import { NetworkStatusToasts } from "./network-status-toasts";

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HealthGate>{children}</HealthGate>
      <Toaster />
      <NetworkStatusToasts />
    </QueryClientProvider>
  );
}
