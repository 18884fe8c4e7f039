import type { PublicForm } from "@formloom/shared";
import type { FunnelEventBody } from "@formloom/shared/api-funnel";
import { useEffect, useRef } from "react";
import { noteFirstAnswer, sendFunnelEvent } from "./report-funnel";

/**
 * Reports the visit's view, its first answer and each page it reaches (numbered among all the
 * version's pages, as the owner's funnel counts them), each once while the form is shown.
 */
export function useFunnelReports(form: PublicForm, hasAnswered: boolean, pageNumber: number) {
  const { _id: formId, version } = form;
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const report = (event: FunnelEventBody) => {
      const key = JSON.stringify(event);
      if (reported.current.has(key)) return;
      reported.current.add(key);
      sendFunnelEvent(formId, event);
    };
    report({ event: "view", version });
    if (hasAnswered) {
      noteFirstAnswer(formId);
      report({ event: "start", version });
    }
    if (pageNumber >= 2) report({ event: "page", version, page: pageNumber });
  }, [formId, version, hasAnswered, pageNumber]);
}
