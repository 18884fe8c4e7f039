import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { ForgotPasswordForm } from "../components/forgot-password-form";

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot Password"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
