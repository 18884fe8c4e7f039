import { type ReactNode, useId } from "react";

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
