import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function ProfilePage() {
  return (
    <PagePlaceholder
      title="Account Management"
      description="Profile and account settings are coming soon."
    />
  );
}
