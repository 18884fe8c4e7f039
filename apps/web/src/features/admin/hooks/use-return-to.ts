import { useLocation } from "react-router";

/** The list page (with its page number) that sent the admin here, else the list's first page. */
export function useReturnTo(listPath: string): string {
  const state: unknown = useLocation().state;
  const returnTo =
    typeof state === "object" && state !== null && "returnTo" in state ? state.returnTo : null;
  return typeof returnTo === "string" && returnTo.startsWith(listPath) ? returnTo : listPath;
}
