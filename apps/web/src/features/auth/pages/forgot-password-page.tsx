import { AuthCard } from "../components/auth-card";
import { AuthFooterLink } from "../components/auth-footer-link";
import { ForgotPasswordForm } from "../components/forgot-password-form";

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <AuthFooterLink prompt="Remembered it?" to="/login">
          Sign in
        </AuthFooterLink>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
