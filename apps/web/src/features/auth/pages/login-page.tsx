import { Link } from "react-router";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";
import { SsoSignIn, useIsPasswordSignInOn } from "../components/sso-sign-in";

type LoginPageProps = { isAdmin?: boolean };

/** One sign-in screen; at /admin/login it runs in admin mode, which keeps the password only. */
export function LoginPage({ isAdmin = false }: LoginPageProps) {
  const t = useAppText();
  const isPasswordOn = useIsPasswordSignInOn() || isAdmin;
  return (
    <AuthCard
      title={isAdmin ? t("auth.login.titleAdmin") : t("auth.login.title")}
      description={isPasswordOn ? t("auth.login.description") : t("auth.sso.onlyDescription")}
      footer={
        isAdmin || !isPasswordOn ? undefined : (
          <>
            {t("auth.login.noAccount")}{" "}
            <Link
              to="/register"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t("auth.login.register")}
            </Link>
          </>
        )
      }
    >
      {!isAdmin && <SsoSignIn hasDivider={isPasswordOn} />}
      {isPasswordOn && <LoginForm key={isAdmin ? "admin" : "user"} isAdmin={isAdmin} />}
    </AuthCard>
  );
}

export function AdminLoginPage() {
  return <LoginPage isAdmin />;
}
