import { useLayoutEffect } from "react";

/**
 * Marks the document for an embed on the host page's own background: design.css then paints no
 * page background and gives the root the light scheme most host pages have, since Chrome draws
 * an opaque backdrop behind a frame whose scheme differs from its host's (the page's
 * `<meta name="color-scheme">` would otherwise make it dark). The theme's own scheme is set on
 * the form's shell.
 */
export function useTransparentPage(isTransparent: boolean) {
  useLayoutEffect(() => {
    if (!isTransparent) return;
    const root = document.documentElement;
    root.setAttribute("data-embed-transparent", "");
    return () => root.removeAttribute("data-embed-transparent");
  }, [isTransparent]);
}
