import { Link } from "react-router";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";

type LoginPageProps = { isAdmin?: boolean };

/** One sign-in screen; at /admin/login it runs in admin mode. */
export function LoginPage({ isAdmin = false }: LoginPageProps) {
  const t = useAppText();
  return (
    <AuthCard
      title={isAdmin ? t("auth.login.titleAdmin") : t("auth.login.title")}
      description={t("auth.login.description")}
      footer={
        isAdmin ? undefined : (
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
      <LoginForm key={isAdmin ? "admin" : "user"} isAdmin={isAdmin} />
    </AuthCard>
  );
}

export function AdminLoginPage() {
  return <LoginPage isAdmin />;
}
