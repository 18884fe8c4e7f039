import { KeyRound } from "lucide-react";
import { useParams } from "react-router";
import { AuthCard } from "../components/auth-card";
import { AuthFooterLink } from "../components/auth-footer-link";
import { ResetPasswordForm } from "../components/reset-password-form";

export function ResetPasswordPage() {
  const { token } = useParams();
  return (
    <AuthCard
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
      }
      title="Reset Password"
      description="Choose a new password for your account. Every device signed in to it will be signed out."
      footer={
        <AuthFooterLink prompt="Remembered it?" to="/login">
          Sign in
        </AuthFooterLink>
      }
    >
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
