import type { PublicQuestion } from "@formloom/shared";

/** The top of a page: its section's title and, when given, its description (line breaks kept). */
export function SectionHeader({ section }: { section: PublicQuestion }) {
  return (
    <header className="grid gap-1.5 rounded-xl border border-l-4 border-l-primary bg-card px-4 py-5 shadow-soft sm:px-6">
      <h2 className="wrap-anywhere font-semibold text-xl tracking-tight">
        {section.questionText.trim() || "Untitled section"}
      </h2>
      {section.description.trim() && (
        <p className="whitespace-pre-line wrap-anywhere text-muted-foreground text-sm">
          {section.description}
        </p>
      )}
    </header>
  );
}
