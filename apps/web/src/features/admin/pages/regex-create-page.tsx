import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function RegexCreatePage() {
  return (
    <PagePlaceholder
      title="Create Regex"
      description="Creating a validation pattern is coming soon."
    />
  );
}
