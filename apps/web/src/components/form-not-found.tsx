import { FileSearch } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** An owner's page for a form that is missing or not theirs (the builder, the responses). */
export function FormNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <FileSearch aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight">Form Not Found</h1>
      <p className="mt-2 text-muted-foreground">
        This form doesn't exist, has been deleted, or belongs to another account.
      </p>
      <Button asChild className="mt-6">
        <Link to="/dashboard">Return to Dashboard</Link>
      </Button>
    </section>
  );
}
