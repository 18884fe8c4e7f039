import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function VerifyPage() {
  return (
    <PagePlaceholder
      title="Verify your email"
      description="Email verification by one-time code is coming soon."
    />
  );
}
