import { type ComponentProps, type ReactNode, useId } from "react";

type RadioCardFieldsetProps = {
  legend: ReactNode;
  error?: string;
  /** The radio cards, laid out two to a row from the small breakpoint. */
  children: ReactNode;
};

/**
 * A group of radio cards under its legend. The group, not one radio, is described by its
 * message and marked invalid, as FormField does for a single control.
 */
export function RadioCardFieldset({ legend, error, children }: RadioCardFieldsetProps) {
  const errorId = useId();
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-3 font-medium text-sm">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">{children}</div>
      {error && (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One radio card of a RadioCardFieldset: the radio, then its label (and any hint) beside it. */
export function RadioCard({ children, ...radio }: Omit<ComponentProps<"input">, "type">) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-muted has-[:checked]:border-primary/60 has-[:checked]:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/30">
      <input
        type="radio"
        {...radio}
        className="mt-0.5 size-4 shrink-0 accent-[var(--color-primary)] focus-visible:outline-none"
      />
      {children}
    </label>
  );
}
