import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/** What the control needs to be labelled and described by its hint and error. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Shown at the end of the label row, e.g. a "Forgot Password?" link. */
  labelAside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and its validation message, announced when it appears. */
export function FormField({ label, error, hint, labelAside, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = Boolean(hint) && !error;
  const describedBy = [showHint && hintId, error && errorId].filter(Boolean).join(" ");

  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex min-h-4 items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {showHint && (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
