import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useRespondText } from "../i18n/use-respond-text";
import { ClearFormButton } from "./clear-form-button";

const SUMMARY_ID = "submit-summary";
// Unavailable buttons stay focusable (aria-disabled, not disabled): activating one shows why.
const UNAVAILABLE_CLASS = "aria-disabled:cursor-not-allowed aria-disabled:opacity-50";
// On a transparent embed the host page's colour is unknown: the text here gets a card of its own.
const ON_HOST_BACKGROUND =
  "group-data-transparent/shell:rounded-xl group-data-transparent/shell:border group-data-transparent/shell:bg-card group-data-transparent/shell:px-4 group-data-transparent/shell:py-3 group-data-transparent/shell:shadow-soft sm:group-data-transparent/shell:px-6";

type PageNavigationProps = {
  isFirst: boolean;
  isLast: boolean;
  /** Uploads under way are being waited for. */
  isSettling: boolean;
  isSubmitting: boolean;
  /** The page (or, on the last page, the form) has errors on screen. */
  hasErrors: boolean;
  summary: readonly string[];
  onBack: () => void;
  onClear: () => void;
};

/** Back, then Next or (on the last page) Submit, the reasons they cannot go on, and Clear form. */
export function PageNavigation({
  isFirst,
  isLast,
  isSettling,
  isSubmitting,
  hasErrors,
  summary,
  onBack,
  onClear,
}: PageNavigationProps) {
  const describedBy = summary.length > 0 ? SUMMARY_ID : undefined;
  const t = useRespondText();
  return (
    <div className={`grid gap-3 pt-2 ${ON_HOST_BACKGROUND}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-2 sm:flex-row">
          {!isFirst && (
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="w-full sm:w-auto"
              disabled={isSubmitting}
              onClick={onBack}
            >
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {t("nav.back")}
            </Button>
          )}
          {/* Both are submit buttons, so Enter in a field goes on as a click would. */}
          {isLast ? (
            <Button
              key="submit"
              type="submit"
              size="lg"
              className={`w-full sm:w-auto sm:min-w-36 ${UNAVAILABLE_CLASS}`}
              aria-disabled={isSubmitting || hasErrors || undefined}
              aria-describedby={describedBy}
            >
              {isSubmitting ? <Spinner /> : <Send aria-hidden="true" />}
              {isSettling
                ? t("nav.uploading")
                : isSubmitting
                  ? t("nav.submitting")
                  : t("nav.submit")}
            </Button>
          ) : (
            <Button
              key="next"
              type="submit"
              size="lg"
              className={`w-full sm:w-auto sm:min-w-36 ${UNAVAILABLE_CLASS}`}
              aria-disabled={hasErrors || undefined}
              aria-describedby={describedBy}
            >
              {t("nav.next")}
              <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
            </Button>
          )}
        </div>
        <ClearFormButton onConfirm={onClear} />
      </div>
      <div id={SUMMARY_ID} aria-live="polite" className="text-destructive text-sm">
        {summary.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}
