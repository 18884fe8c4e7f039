import { Link } from "react-router";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { RegisterForm } from "../components/register-form";

export function RegisterPage() {
  const t = useAppText();
  return (
    <AuthCard
      title={t("auth.register.title")}
      description={t("auth.register.description")}
      footer={
        <>
          {t("auth.register.haveAccount")}{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.register.signIn")}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
