import { MailCheck } from "lucide-react";
import { Link, Navigate, useLocation } from "react-router";
import { textWithElements } from "@/lib/i18n/text-with-elements";
import { useAppText } from "@/lib/i18n/use-app-text";
import { AuthCard } from "../components/auth-card";
import { VerifyForm } from "../components/verify-form";
import { readVerifyEmail } from "../verify-state";

export function VerifyPage() {
  const location = useLocation();
  const t = useAppText();
  const email = readVerifyEmail(location.state);
  if (!email) return <Navigate to="/register" replace />;
  return (
    <AuthCard
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
      }
      title={t("auth.verify.title")}
      description={
        <>
          {textWithElements(t, "auth.verify.sentTo", {
            email: <strong className="break-all text-foreground">{email}</strong>,
          })}
        </>
      }
      footer={
        <>
          {t("auth.verify.wrongEmail")}{" "}
          <Link
            to="/register"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("auth.verify.registerAgain")}
          </Link>
        </>
      }
    >
      <VerifyForm key={email} email={email} />
    </AuthCard>
  );
}
