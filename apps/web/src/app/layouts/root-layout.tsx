import { Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAppText } from "@/lib/i18n/use-app-text";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isRouteHandle } from "../route-handle";
import { SessionExpiryHandler } from "../session-expiry-handler";

function useRouteTitle() {
  const t = useAppText();
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  useDocumentTitle(handle?.title ? t(handle.title) : null);
}

function NavigationProgress() {
  const t = useAppText();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("app.rootLayout.loadingPage")}
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

export function RootLayout() {
  const t = useAppText();
  useRouteTitle();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:shadow-lift"
      >
        {t("app.rootLayout.skipToContent")}
      </a>
      <NavigationProgress />
      <SessionExpiryHandler />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RootHydrateFallback() {
  const t = useAppText();
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label={t("app.rootLayout.loading")} />
    </div>
  );
}
