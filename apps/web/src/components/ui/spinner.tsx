import { LoaderCircle } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

type SpinnerProps = ComponentProps<"svg"> & { label?: string };

/** Pass a `label` when the spinner is the only sign of progress; it is announced politely. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  const icon = (
    <LoaderCircle
      aria-hidden="true"
      className={cn("size-4 animate-spin text-current", className)}
      {...props}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
