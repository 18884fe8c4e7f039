import { Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { isRouteHandle } from "../route-handle";
import { SessionExpiryHandler } from "../session-expiry-handler";

function useRouteTitle() {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  useDocumentTitle(handle ? handle.title : null);
}

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15"
    >
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:shadow-lift"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <SessionExpiryHandler />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function RootHydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-muted-foreground">
      <Spinner className="size-6" label="Loading" />
    </div>
  );
}
