/** Navigation state left by the sign-in guard so the login screen can return to the wanted page. */
export type RedirectState = { from?: { pathname: string; search: string; hash: string } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");

/** The page the visitor wanted before being sent to sign in, else the fallback. */
export function getRedirectTarget(state: unknown, fallback: string): string {
  const from = isRecord(state) && isRecord(state.from) ? state.from : {};
  const pathname = asString(from.pathname);
  // Only a path on this site: "//host" would leave it (an open redirect).
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return fallback;
  return `${pathname}${asString(from.search)}${asString(from.hash)}`;
}
