import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { AuthFooterLink } from "../components/auth-footer-link";
import { ForgotPasswordForm } from "../components/forgot-password-form";
import { SsoSignIn, useIsPasswordSignInOn } from "../components/sso-sign-in";

export function ForgotPasswordPage() {
  const t = useAppText();
  // With single sign-on only, passwords are the admins' alone: the others are sent to SSO.
  const isPasswordOn = useIsPasswordSignInOn();
  return (
    <AuthCard
      title={t("auth.forgot.title")}
      description={isPasswordOn ? t("auth.forgot.description") : t("auth.forgot.adminsOnly")}
      footer={
        <AuthFooterLink prompt={t("auth.remembered.prompt")} to="/login">
          {t("auth.remembered.signIn")}
        </AuthFooterLink>
      }
    >
      {!isPasswordOn && <SsoSignIn hasDivider />}
      <ForgotPasswordForm />
    </AuthCard>
  );
}
