import type { PublicForm } from "@formloom/shared";
import { useEffect } from "react";
import { lazyToast } from "@/lib/lazy-toast";
import { type OnDemand, useOnDemand } from "@/lib/use-on-demand";
import { useRespondText } from "../i18n/use-respond-text";

/**
 * A "Continue later" link (#resume=…) of a form that keeps unfinished answers: its answers are
 * fetched before the form shows. Other visits load nothing.
 */
export function useResumedPartial(form: PublicForm | undefined): OnDemand<boolean> {
  const t = useRespondText();
  const isResuming =
    form?.settings.keepUnfinished === true && window.location.hash.startsWith("#resume=");
  const resumed = useOnDemand(isResuming && form, () =>
    import("../partials/resume-from-link").then((module) =>
      module.resumeFromLink(form as PublicForm),
    ),
  );
  useEffect(() => {
    if (resumed.isReady && resumed.value === false) lazyToast.error(t("partial.resumeFailed"));
  }, [resumed.isReady, resumed.value, t]);
  return resumed;
}
