import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function ForgotPasswordPage() {
  return (
    <PagePlaceholder
      title="Forgot Password"
      description="Password recovery by email is coming soon."
    />
  );
}
