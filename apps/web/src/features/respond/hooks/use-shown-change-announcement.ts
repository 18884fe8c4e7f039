import type { PublicQuestion } from "@formloom/shared";
import { useEffect, useRef, useState } from "react";
import { useRespondText } from "../i18n/use-respond-text";
import { describeShownChange } from "../utils/describe-shown-change";

type Snapshot = { pageKey: string; questions: readonly PublicQuestion[]; pageCount: number };

/**
 * The polite announcement of questions the respondent's answers just showed or hid on the page
 * on screen. Turning the page is not such a change.
 */
export function useShownChangeAnnouncement(snapshot: Snapshot): string {
  const previous = useRef<Snapshot | null>(null);
  const [message, setMessage] = useState("");
  const { pageKey, questions, pageCount } = snapshot;
  const t = useRespondText();

  useEffect(() => {
    const before = previous.current;
    previous.current = { pageKey, questions, pageCount };
    if (before === null) return;
    if (before.pageKey !== pageKey) {
      setMessage("");
      return;
    }
    const change = describeShownChange(
      {
        before: before.questions,
        after: questions,
        pageCountBefore: before.pageCount,
        pageCountAfter: pageCount,
      },
      t,
    );
    if (change) setMessage(change);
  }, [pageKey, questions, pageCount, t]);

  return message;
}
