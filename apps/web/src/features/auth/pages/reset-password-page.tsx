import { KeyRound } from "lucide-react";
import { useParams } from "react-router";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { AuthFooterLink } from "../components/auth-footer-link";
import { ResetPasswordForm } from "../components/reset-password-form";

export function ResetPasswordPage() {
  const { token } = useParams();
  const t = useAppText();
  return (
    <AuthCard
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
      }
      title={t("auth.reset.title")}
      description={t("auth.reset.description")}
      footer={
        <AuthFooterLink prompt={t("auth.remembered.prompt")} to="/login">
          {t("auth.remembered.signIn")}
        </AuthFooterLink>
      }
    >
      <ResetPasswordForm key={token} token={token} />
    </AuthCard>
  );
}
