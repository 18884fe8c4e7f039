import { SIDEBAR_COOKIE_MAX_AGE_SECONDS, SIDEBAR_COOKIE_NAME } from "@formloom/shared";

/** The stored open state of the sidebar, or null when the cookie is missing or unreadable. */
export function readSidebarCookie(cookies: string): boolean | null {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name !== SIDEBAR_COOKIE_NAME) continue;
    if (value === "true") return true;
    if (value === "false") return false;
  }
  return null;
}

/** The `document.cookie` assignment that keeps the open state for 7 days. */
export function formatSidebarCookie(isOpen: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${isOpen}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
