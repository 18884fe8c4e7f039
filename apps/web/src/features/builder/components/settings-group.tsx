import type { FormSettings } from "@formloom/shared";
import type { ReactNode } from "react";

/** What each group of the Settings panel edits, and its fields' messages. */
export type SettingsGroupProps = {
  settings: FormSettings;
  /** The message of a settings field, e.g. error("closedMessage"). */
  error: (field: string) => string | undefined;
  onChange: (changes: Partial<FormSettings>) => void;
};

export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-5 border-b pb-6 last:border-b-0">
      <h3 className="font-semibold text-muted-foreground text-xs uppercase tracking-wide">
        {title}
      </h3>
      {children}
    </section>
  );
}
