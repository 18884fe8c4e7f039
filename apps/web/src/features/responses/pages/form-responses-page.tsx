import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function FormResponsesPage() {
  return (
    <PagePlaceholder
      title="Form Responses"
      description="Responses, summaries and quiz attempts for this form are coming soon."
    />
  );
}
