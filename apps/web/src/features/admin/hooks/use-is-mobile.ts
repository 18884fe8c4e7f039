import { MOBILE_BREAKPOINT_PX } from "@formloom/shared";
import { useSyncExternalStore } from "react";

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function getMediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

function subscribe(onChange: () => void) {
  const query = getMediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** True below the 768 px breakpoint, where the sidebar becomes an off-canvas sheet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getMediaQuery()?.matches ?? false,
    () => false,
  );
}
