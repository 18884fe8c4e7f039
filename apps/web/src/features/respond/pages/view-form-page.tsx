import { PagePlaceholder } from "@/components/layout/page-placeholder";

/** The public respondent page: no app header, nothing from the signed-in screens. */
export function ViewFormPage() {
  return (
    <main id="main-content" className="flex min-h-dvh flex-col bg-muted/40">
      <PagePlaceholder title="View Form" description="Answering forms is coming soon." />
    </main>
  );
}
