import { History } from "lucide-react";
import { useRespondText } from "../i18n/use-respond-text";

/** Says the answers on screen come from the respondent's last visit. */
export function RestoredNotice() {
  const t = useRespondText();
  return (
    <p className="flex items-start gap-2 rounded-xl border bg-card px-4 py-3 text-muted-foreground text-sm shadow-soft sm:px-6">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>{t("restored.notice")}</span>
    </p>
  );
}
