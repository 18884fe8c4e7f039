import { RotateCw, ServerCrash } from "lucide-react";
import type { ReactNode } from "react";
import { LogoMark } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useHealth } from "../api/get-health";

function CheckingScreen() {
  const t = useAppText();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-muted-foreground">
      <LogoMark className="size-10" />
      <p role="status" className="flex items-center gap-2 text-sm">
        <Spinner />
        {t("health.checking")}
      </p>
    </div>
  );
}

function ServiceUnavailableScreen({ onRetry }: { onRetry: () => void }) {
  const t = useAppText();
  useDocumentTitle(t("health.unavailable.title"));
  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-4 text-center"
    >
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <ServerCrash aria-hidden="true" className="size-7" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">{t("health.unavailable.title")}</h1>
      <p className="mt-3 text-muted-foreground">{t("health.unavailable.description")}</p>
      <Button className="mt-8" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t("health.unavailable.retry")}
      </Button>
    </main>
  );
}

/** Shows the app only once `GET /api/health` answers 2xx. */
export function HealthGate({ children }: { children: ReactNode }) {
  const { isPending, isError, isFetching, refetch } = useHealth();
  if (isPending || (isError && isFetching)) return <CheckingScreen />;
  if (isError) return <ServiceUnavailableScreen onRetry={() => void refetch()} />;
  return children;
}
