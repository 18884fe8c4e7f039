import { type ReactNode, useId } from "react";

type BuilderSectionProps = {
  title: string;
  hint: string;
  /** A function is given the section's id, for the ids of the messages inside it. */
  children: ReactNode | ((id: string) => ReactNode);
};

/** A card of the Edit tab under the questions: hidden fields, variables, endings. */
export function BuilderSection({ title, hint, children }: BuilderSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid grid-cols-1 gap-3 rounded-xl border bg-card px-4 py-5 shadow-soft sm:px-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="font-semibold">
          {title}
        </h2>
        <p className="text-muted-foreground text-sm">{hint}</p>
      </div>
      {typeof children === "function" ? children(id) : children}
    </section>
  );
}
