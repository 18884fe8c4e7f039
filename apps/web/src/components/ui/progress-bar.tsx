import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";

const fillVariants = cva("h-full rounded-full transition-[width] duration-300 ease-out", {
  variants: {
    tone: {
      primary: "bg-primary",
      success: "bg-success",
      warning: "bg-warning",
      destructive: "bg-destructive",
    },
  },
  defaultVariants: { tone: "primary" },
});

type ProgressBarProps = VariantProps<typeof fillVariants> & {
  /** 0 to 100. */
  value: number;
  /** Makes it a progressbar with this name; without it the bar is decorative (the number is shown beside it). */
  label?: string;
  className?: string;
};

export function ProgressBar({ value, label, tone, className }: ProgressBarProps) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  const semantics = label
    ? {
        role: "progressbar",
        "aria-label": label,
        "aria-valuemin": 0,
        "aria-valuemax": 100,
        "aria-valuenow": clamped,
      }
    : { "aria-hidden": true };
  return (
    <div
      {...semantics}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}
    >
      <div className={fillVariants({ tone })} style={{ width: `${clamped}%` }} />
    </div>
  );
}
