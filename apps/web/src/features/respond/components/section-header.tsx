import type { PublicQuestion } from "@formloom/shared";
import { useRespondText } from "../i18n/use-respond-text";
import { usePiping } from "../piping/piping-context";

/** The top of a page: its section's title and, when given, its description (line breaks kept). */
export function SectionHeader({ section: given }: { section: PublicQuestion }) {
  const t = useRespondText();
  const section = usePiping().question(given);
  return (
    <header className="grid gap-1.5 rounded-xl border border-s-4 border-s-primary bg-card px-4 py-5 shadow-soft sm:px-6">
      <h2 dir="auto" className="wrap-anywhere font-semibold text-xl tracking-tight">
        {section.questionText.trim() || t("section.untitled")}
      </h2>
      {section.description.trim() && (
        <p dir="auto" className="whitespace-pre-line wrap-anywhere text-muted-foreground text-sm">
          {section.description}
        </p>
      )}
    </header>
  );
}
