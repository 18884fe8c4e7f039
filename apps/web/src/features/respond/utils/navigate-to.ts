/** Leaves the app for another address (the owner's page after a response). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}

/** Only an https address is followed: the owner's URL is checked again here, not trusted. */
export function isFollowableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    return new URL(url).protocol === "https:";
  } catch {
    return false;
  }
}
