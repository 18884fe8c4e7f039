import { LazyToaster } from "@/components/ui/lazy-toaster";
import { useRespondText } from "../i18n/use-respond-text";
import { ViewFormPage } from "../pages/view-form-page";

/**
 * The public form as a page of its own: what a respondent's first visit loads. Only what the
 * form needs (no router, no app shell), so a phone gets it fast.
 */
export function RespondApp({ formId }: { formId: string }) {
  const t = useRespondText();
  return (
    <>
      <ViewFormPage formId={formId} />
      <LazyToaster
        containerAriaLabel={t("toast.region")}
        toastOptions={{ closeButtonAriaLabel: t("toast.close") }}
      />
    </>
  );
}
