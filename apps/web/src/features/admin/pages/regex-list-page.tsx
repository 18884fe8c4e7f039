import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function RegexListPage() {
  return (
    <PagePlaceholder
      title="Regex Patterns"
      description="The list of validation patterns is coming soon."
    />
  );
}
