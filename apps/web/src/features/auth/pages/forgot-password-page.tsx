import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { AuthFooterLink } from "../components/auth-footer-link";
import { ForgotPasswordForm } from "../components/forgot-password-form";

export function ForgotPasswordPage() {
  const t = useAppText();
  return (
    <AuthCard
      title={t("auth.forgot.title")}
      description={t("auth.forgot.description")}
      footer={
        <AuthFooterLink prompt={t("auth.remembered.prompt")} to="/login">
          {t("auth.remembered.signIn")}
        </AuthFooterLink>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
