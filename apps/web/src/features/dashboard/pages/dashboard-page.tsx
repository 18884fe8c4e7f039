import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function DashboardPage() {
  return <PagePlaceholder title="Your Forms" description="Your forms dashboard is coming soon." />;
}
