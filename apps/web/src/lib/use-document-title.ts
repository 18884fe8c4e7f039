import { useEffect } from "react";

const APP_NAME = "Formloom";
const HOME_TITLE = `${APP_NAME} — Create, share and analyze forms`;

/** `null` is the landing page, which carries the product's full title. */
function formatDocumentTitle(pageTitle: string | null): string {
  return pageTitle ? `${pageTitle} | ${APP_NAME}` : HOME_TITLE;
}

export function useDocumentTitle(pageTitle: string | null) {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
