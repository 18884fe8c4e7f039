import { Link } from "react-router";
import { AuthCard } from "../components/auth-card";
import { LoginForm } from "../components/login-form";

type LoginPageProps = { isAdmin?: boolean };

/** One sign-in screen; at /admin/login it runs in admin mode. */
export function LoginPage({ isAdmin = false }: LoginPageProps) {
  return (
    <AuthCard
      title={isAdmin ? "Sign In (Admin)" : "Sign In"}
      description="Enter your credentials to access your account"
      footer={
        isAdmin ? undefined : (
          <>
            Don't have an account?{" "}
            <Link
              to="/register"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Register
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
