import { Link } from "react-router";
import { PagePlaceholder } from "@/components/layout/page-placeholder";
import { Button } from "@/components/ui/button";

type LoginPageProps = { isAdmin?: boolean };

/** One sign-in screen; at /admin/login it runs in admin mode. */
export function LoginPage({ isAdmin = false }: LoginPageProps) {
  return (
    <PagePlaceholder
      title={isAdmin ? "Sign In (Admin)" : "Sign In"}
      description="Enter your credentials to access your account. Signing in is coming soon."
    >
      {!isAdmin && (
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild variant="outline">
            <Link to="/forgot-password">Forgot Password?</Link>
          </Button>
          <Button asChild>
            <Link to="/register">Register</Link>
          </Button>
        </div>
      )}
    </PagePlaceholder>
  );
}

export function AdminLoginPage() {
  return <LoginPage isAdmin />;
}
