import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function ResponsesHubPage() {
  return (
    <PagePlaceholder
      title="Responses"
      description="Responses received on your forms and the forms you answered are coming soon."
    />
  );
}
