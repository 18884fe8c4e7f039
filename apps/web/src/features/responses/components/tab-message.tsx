import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useAppText } from "@/lib/i18n/use-app-text";

/** A tab's empty or failed state, with an optional retry. */
export function TabMessage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const t = useAppText();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center text-muted-foreground">
      <p>{children}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t("responses.tabMessage.retry")}
        </Button>
      )}
    </div>
  );
}
