import { House } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

export function NotFoundPage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <p className="bg-gradient-to-br from-primary to-violet-600 dark:to-violet-400 bg-clip-text font-bold text-7xl text-transparent tracking-tight">
        404
      </p>
      <h1 className="mt-4 font-semibold text-2xl tracking-tight sm:text-3xl">
        Oops! Page not found
      </h1>
      <p className="mt-3 text-muted-foreground">
        The page you are looking for does not exist or has been moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">
          <House aria-hidden="true" />
          Back to home
        </Link>
      </Button>
    </section>
  );
}
