import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function EditFormPage() {
  return (
    <PagePlaceholder title="Edit Form" description="Editing forms in the builder is coming soon." />
  );
}
