import { PagePlaceholder } from "@/components/layout/page-placeholder";

export function RegisterPage() {
  return (
    <PagePlaceholder
      title="Create Account"
      description="Register to create and manage forms. Registration is coming soon."
    />
  );
}
