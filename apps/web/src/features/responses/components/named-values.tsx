import type { ReactNode } from "react";

type NamedValuesProps = {
  heading: string;
  entries: readonly (readonly [name: string, value: ReactNode])[];
  /** Marks the part for tests and print styles, e.g. "data-hidden-fields". */
  dataAttribute: string;
};

/** A response card's named values (hidden fields, variables): each name over its value. */
export function NamedValues({ heading, entries, dataAttribute }: NamedValuesProps) {
  if (entries.length === 0) return null;
  return (
    <div className="mt-4" {...{ [dataAttribute]: "" }}>
      <h3 className="mb-2 font-medium text-sm">{heading}</h3>
      <dl className="grid gap-2 sm:grid-cols-2">
        {entries.map(([name, value]) => (
          <div key={name} className="grid min-w-0 gap-1 rounded-lg bg-muted/50 px-3 py-2.5">
            <dt className="font-mono text-muted-foreground text-xs wrap-anywhere">{name}</dt>
            <dd className="font-medium text-sm tabular-nums wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
