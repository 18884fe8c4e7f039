import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type TableProps = ComponentProps<"table"> & {
  /** Names the scrollable region (else the table's aria-label does), so it can take focus for keyboard scrolling. */
  label?: string;
  containerClassName?: string;
};

/** A table in a horizontally scrollable card; a named one is a focusable region (WCAG 2.1.1). */
export function Table({ label, className, containerClassName, ...props }: TableProps) {
  const regionName = label ?? props["aria-label"];
  const containerClass = cn(
    "w-full overflow-x-auto rounded-xl border bg-card shadow-soft outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40",
    containerClassName,
  );
  const table = (
    <table
      aria-label={regionName}
      className={cn("w-full caption-bottom border-collapse text-sm", className)}
      {...props}
    />
  );
  if (!regionName) return <div className={containerClass}>{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={regionName} tabIndex={0} className={containerClass}>
      {table}
    </section>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("bg-muted/60 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr className={cn("border-b transition-colors hover:bg-muted/40", className)} {...props} />
  );
}

export function TableHead({ className, scope = "col", ...props }: ComponentProps<"th">) {
  return (
    <th
      scope={scope}
      className={cn(
        "h-10 whitespace-nowrap px-4 text-start align-middle font-medium text-muted-foreground text-xs uppercase tracking-wide",
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("px-4 py-3 align-middle", className)} {...props} />;
}
