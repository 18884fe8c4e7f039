import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function ResetPasswordPage() {
  return (
    <PagePlaceholder title="Reset Password" description="Choosing a new password is coming soon." />
  );
}
