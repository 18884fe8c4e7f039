import { Skeleton } from "@/components/ui/skeleton";
import { useRespondText } from "../i18n/use-respond-text";

/**
 * As tall as the screen, so the footer does not jump down when the form arrives; embedded, as
 * tall as its cards (a frame sized to its content would otherwise grow with every measure).
 */
export function RespondSkeleton({ isEmbedded = false }: { isEmbedded?: boolean }) {
  const t = useRespondText();
  return (
    <div
      role="status"
      aria-label={t("loading.form")}
      className={isEmbedded ? "grid content-start gap-4" : "grid min-h-dvh content-start gap-4"}
    >
      <div className="grid gap-3 rounded-xl border border-t-8 border-t-primary/40 bg-card px-6 py-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-full" />
      </div>
      {[0, 1, 2].map((item) => (
        <div key={item} className="grid gap-3 rounded-xl border bg-card px-6 py-5">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
