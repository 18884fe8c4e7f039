import { Link } from "react-router";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { RegisterForm } from "../components/register-form";
import { SsoSignIn, useIsPasswordSignInOn } from "../components/sso-sign-in";

export function RegisterPage() {
  const t = useAppText();
  const isPasswordOn = useIsPasswordSignInOn();
  return (
    <AuthCard
      title={t("auth.register.title")}
      description={isPasswordOn ? t("auth.register.description") : t("auth.sso.signUpOff")}
      footer={
        <>
          {t("auth.register.haveAccount")}{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.register.signIn")}
          </Link>
        </>
      }
    >
      {isPasswordOn ? <RegisterForm /> : <SsoSignIn hasDivider={false} />}
    </AuthCard>
  );
}
