import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function CreateFormPage() {
  return (
    <PagePlaceholder
      title="Create Form"
      description="The drag-and-drop form builder is coming soon."
    />
  );
}
