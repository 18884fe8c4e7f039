import { Hammer } from "lucide-react";
import type { ReactNode } from "react";

type PagePlaceholderProps = { title: string; description?: string; children?: ReactNode };

/** Stands in for a screen that a later issue builds; its route, guard and title are already real. */
export function PagePlaceholder({ title, description, children }: PagePlaceholderProps) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col items-center px-4 py-20 text-center">
      <span className="mb-5 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Hammer aria-hidden="true" className="size-6" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted-foreground">{description ?? "This screen is coming soon."}</p>
      {children && <div className="mt-6">{children}</div>}
    </section>
  );
}
