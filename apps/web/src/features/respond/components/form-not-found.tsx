import { FileSearch, House } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A missing form, or a private one, looks the same to a respondent (DESIGN §5). */
export function FormNotFound() {
  return (
    <section className="flex flex-col items-center rounded-xl border bg-card px-6 py-16 text-center shadow-soft">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <FileSearch aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl tracking-tight">Form Not Found</h1>
      <p className="mt-2 max-w-sm text-muted-foreground">
        The form you're looking for doesn't exist or has been deleted.
      </p>
      <Button asChild className="mt-6">
        <a href="/">
          <House aria-hidden="true" />
          Return to Home
        </a>
      </Button>
    </section>
  );
}
