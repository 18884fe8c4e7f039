import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(" ");
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "Unknown error";
}

export function RouteErrorFallback() {
  const error = useRouteError();
  useDocumentTitle("Error");

  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <span className="mb-5 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">Unexpected Application Error!</h1>
      <p className="mt-3 wrap-anywhere text-muted-foreground">{describeError(error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <Button asChild variant="outline">
          {/* A full page load, so a stale code chunk after a deploy is fetched afresh. */}
          <a href="/">Go to home page</a>
        </Button>
      </div>
    </main>
  );
}
