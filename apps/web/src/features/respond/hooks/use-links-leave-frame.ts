import { useEffect } from "react";

/**
 * Embedded, a link out of the form (Sign in, See your results) opens in a new tab: the app's
 * other pages refuse to be framed, and the respondent keeps the page the form sits on.
 */
export function useLinksLeaveFrame(isEmbedded: boolean) {
  useEffect(() => {
    if (!isEmbedded) return;
    const base = document.createElement("base");
    base.target = "_blank";
    document.head.append(base);
    return () => base.remove();
  }, [isEmbedded]);
}
