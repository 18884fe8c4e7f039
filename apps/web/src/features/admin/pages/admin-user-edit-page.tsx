import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function AdminUserEditPage() {
  return <PagePlaceholder title="Edit User" description="Editing a user is coming soon." />;
}
