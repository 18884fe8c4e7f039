import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { RegisterForm } from "../components/register-form";

export function RegisterPage() {
  return (
    <AuthCard
      title="Create Account"
      description="Register to create and manage forms"
      footer={
        <>
          Already have an account?{" "}
          <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Sign In
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
