import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function AdminUsersPage() {
  return (
    <PagePlaceholder title="User Management" description="The list of users is coming soon." />
  );
}
