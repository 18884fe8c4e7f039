import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";

/**
 * Asks before leaving while there are unsaved changes: the returned blocker holds an in-app
 * navigation until it is confirmed, and the browser asks before a reload or closing the tab.
 * `allowLeaving` lets the next navigation through (after a save).
 */
export function useLeaveConfirmation(hasUnsavedChanges: boolean) {
  const isAllowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isAllowed.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [hasUnsavedChanges]);

  const allowLeaving = useCallback(() => {
    isAllowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
