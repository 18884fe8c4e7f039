import { cn } from "@/lib/cn";
import { countResponses } from "@/lib/count-responses";

export type BarChartItem = {
  key: string;
  label: string;
  count: number;
  /** 0 to 100: the bar's length. */
  percentage: number;
  /** Highlighted in green, with this note for everyone, e.g. "Correct answer". */
  highlight?: string;
  /** A small picture before the label (an image choice's option); the label names it. */
  imageUrl?: string;
};

type BarChartProps = {
  /** The chart's accessible name, e.g. the question. */
  label: string;
  items: readonly BarChartItem[];
  /** How a count reads out, e.g. (n) => `${n} responses`. */
  formatCount?: (count: number) => string;
  className?: string;
};

/**
 * Horizontal bars drawn with HTML: every value is also text, so the chart reads the same with a
 * screen reader, at 360 px and in print. No chart library on any page.
 */
export function BarChart({ label, items, formatCount = countResponses, className }: BarChartProps) {
  return (
    <figure aria-label={label} className={cn("m-0", className)}>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.key} className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
                {item.imageUrl && (
                  <img
                    src={item.imageUrl}
                    alt=""
                    loading="lazy"
                    width={32}
                    height={32}
                    className="size-8 self-center rounded object-cover"
                  />
                )}
                <span
                  className={cn(
                    "wrap-anywhere",
                    item.highlight ? "font-medium text-success" : "text-foreground",
                  )}
                >
                  {item.label}
                </span>
                {item.highlight && (
                  <span className="inline-flex rounded-full bg-success/10 px-2 py-0.5 font-medium text-success text-xs">
                    {item.highlight}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-muted-foreground tabular-nums">
                <span aria-hidden="true">
                  {item.count} · {item.percentage}%
                </span>
                <span className="sr-only">
                  {formatCount(item.count)}, {item.percentage}%
                </span>
              </span>
            </div>
            <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
              <div
                data-testid="bar"
                className={cn(
                  "h-full rounded-full transition-[width] duration-500 ease-out",
                  item.highlight ? "bg-success" : "bg-primary/80",
                )}
                style={{ width: `${Math.min(100, Math.max(0, item.percentage))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
