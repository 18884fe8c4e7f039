import { MailCheck } from "lucide-react";
import { Link, Navigate, useLocation } from "react-router";
import { AuthCard } from "../components/auth-card";
import { VerifyForm } from "../components/verify-form";
import { readVerifyEmail } from "../verify-state";

export function VerifyPage() {
  const location = useLocation();
  const email = readVerifyEmail(location.state);
  if (!email) return <Navigate to="/register" replace />;

  return (
    <AuthCard
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
      }
      title="Verify your email"
      description={
        <>
          We sent a 6-digit code to <strong className="break-all text-foreground">{email}</strong>.
          Enter it below to activate your account.
        </>
      }
      footer={
        <>
          Wrong email address?{" "}
          <Link
            to="/register"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Register again
          </Link>
        </>
      }
    >
      <VerifyForm key={email} email={email} />
    </AuthCard>
  );
}
