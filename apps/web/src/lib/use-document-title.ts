import { useEffect } from "react";
import { useAppText } from "./i18n/use-app-text";

/** `null` is the landing page, which carries the product's full title. */
export function useDocumentTitle(pageTitle: string | null) {
  const t = useAppText();
  const documentTitle = pageTitle
    ? t("app.documentTitle.page", { title: pageTitle })
    : t("app.documentTitle.home");
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
}
