import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function RegexEditPage() {
  return (
    <PagePlaceholder
      title="Edit Regex"
      description="Editing a validation pattern is coming soon."
    />
  );
}
