import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/** A row of key figures, as a description list: each card's label names its value. */
export function StatGrid({ className, ...props }: ComponentProps<"dl">) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4", className)} {...props} />
  );
}

type StatCardProps = { label: string; value: ReactNode; icon?: ReactNode; className?: string };

export function StatCard({ label, value, icon, className }: StatCardProps) {
  return (
    <div
      className={cn(
        "flex flex-col gap-1 rounded-xl border bg-card px-4 py-4 shadow-soft sm:px-5",
        className,
      )}
    >
      <dt className="flex items-center gap-2 text-muted-foreground text-sm">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold text-2xl tabular-nums tracking-tight sm:text-3xl">{value}</dd>
    </div>
  );
}
