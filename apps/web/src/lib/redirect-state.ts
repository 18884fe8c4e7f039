/** Navigation state left by the sign-in guard so the login screen can return to the wanted page. */
export type RedirectState = { from?: { pathname: string; search: string; hash: string } };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

const asString = (value: unknown) => (typeof value === "string" ? value : "");

// URL parsing drops tabs and newlines, so "/\t/host" becomes "//host"; a real path is encoded and
// holds no whitespace or control character at all.
const WHITESPACE_OR_CONTROL = /[\s\p{Cc}]/u;

/** Only a path on this site: "//host" or "/\host" would leave it (an open redirect). */
function isLocalPath(target: string): boolean {
  return (
    target.startsWith("/") &&
    !target.startsWith("//") &&
    !target.includes("\\") &&
    !WHITESPACE_OR_CONTROL.test(target)
  );
}

/**
 * The page the visitor wanted before being sent to sign in: from the navigation state, else from
 * a `?from=/path` link (pages served outside the router cannot set state), else the fallback.
 */
export function getRedirectTarget(state: unknown, fallback: string, search = ""): string {
  const remembered = isRecord(state) && isRecord(state.from) ? state.from : null;
  const target = remembered
    ? `${asString(remembered.pathname)}${asString(remembered.search)}${asString(remembered.hash)}`
    : (new URLSearchParams(search).get("from") ?? "");
  return isLocalPath(target) ? target : fallback;
}
