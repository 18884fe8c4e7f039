import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";

export function FormLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section className="flex flex-col items-center rounded-xl border bg-card px-6 py-16 text-center shadow-soft">
      <h1 className="font-semibold text-2xl tracking-tight">This form could not be loaded</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        Try again
      </Button>
    </section>
  );
}
