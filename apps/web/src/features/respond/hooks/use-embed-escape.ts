import { useEffect } from "react";
import { EMBED_ESCAPE_MESSAGE } from "../utils/embed-mode";

/**
 * Embedded, Escape pressed in the form (and not used by one of its own menus) is told to the
 * page framing it: a key pressed in the frame never reaches that page, and /embed.js closes its
 * popup or slider on it. Only the key's name leaves the frame.
 */
export function useEmbedEscape(formId: string, isEmbedded: boolean) {
  useEffect(() => {
    if (!isEmbedded || window.parent === window) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      window.parent.postMessage({ type: EMBED_ESCAPE_MESSAGE, formId }, "*");
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [formId, isEmbedded]);
}
