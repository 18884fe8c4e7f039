import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useRespondText } from "../i18n/use-respond-text";

export function FormLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useRespondText();
  return (
    <section className="flex flex-col items-center rounded-xl border bg-card px-6 py-16 text-center shadow-soft">
      <h1 className="font-semibold text-2xl tracking-tight">{t("loadError.title")}</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t("loadError.retry")}
      </Button>
    </section>
  );
}
