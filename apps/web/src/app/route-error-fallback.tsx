import { TriangleAlert } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";
import { type AppText, useAppText } from "@/lib/i18n/use-app-text";
import { useDocumentTitle } from "@/lib/use-document-title";

function describeError(t: AppText, error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(" ");
  }
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return t("app.errorFallback.unknownError");
}

export function RouteErrorFallback() {
  const t = useAppText();
  const error = useRouteError();
  useDocumentTitle(t("app.errorFallback.documentTitle"));

  return (
    <main
      id="main-content"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center"
    >
      <span className="mb-5 flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="font-semibold text-2xl tracking-tight">{t("app.errorFallback.title")}</h1>
      <p className="mt-3 wrap-anywhere text-muted-foreground">{describeError(t, error)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t("app.errorFallback.reload")}</Button>
        <Button asChild variant="outline">
          {/* A full page load, so a stale code chunk after a deploy is fetched afresh. */}
          <a href="/">{t("app.errorFallback.home")}</a>
        </Button>
      </div>
    </main>
  );
}
