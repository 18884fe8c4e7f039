import { type RefObject, useEffect } from "react";
import { EMBED_RESIZE_MESSAGE } from "../utils/embed-mode";

/**
 * Tells the page framing the form how tall the form is, every time that changes (a new page,
 * an error message), so /embed.js can size the iframe and no inner scroll bar shows. Only a
 * height leaves the frame: any origin may read it.
 */
export function useEmbedHeight(
  formId: string,
  ref: RefObject<HTMLElement | null>,
  isEmbedded: boolean,
) {
  useEffect(() => {
    const element = ref.current;
    if (!isEmbedded || !element || window.parent === window) return;
    const post = () =>
      window.parent.postMessage(
        { type: EMBED_RESIZE_MESSAGE, formId, height: element.getBoundingClientRect().height },
        "*",
      );
    const observer = new ResizeObserver(post);
    observer.observe(element);
    return () => observer.disconnect();
  }, [formId, ref, isEmbedded]);
}
