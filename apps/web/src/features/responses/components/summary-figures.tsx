import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** `lang` marks a label in another language (a language's own name). */
export type SummaryFigure = { label: string; value: ReactNode; lang?: string };

/** A question's key figures (average, median…) as a description list of small tiles. */
export function SummaryFigures({
  figures,
  className,
}: {
  figures: readonly SummaryFigure[];
  className?: string;
}) {
  return (
    <dl className={cn("flex flex-wrap gap-2", className)}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="min-w-28 max-w-full flex-none rounded-lg bg-muted/60 px-3 py-2"
        >
          <dt lang={figure.lang} className="text-muted-foreground text-xs">
            {figure.label}
          </dt>
          <dd className="font-semibold text-base tabular-nums wrap-anywhere">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
