import type { FunnelEventBody } from "@formloom/shared/api-funnel";

// The funnel's beacons (issue 29). Only this script, run by the page, counts a view: a plain
// request for the page counts nothing. Nothing sent names the respondent: no token, no cookie.

const firstAnswerAt = new Map<string, number>();

/** Counts a step; a failure is ignored, the respondent never sees it. */
export function sendFunnelEvent(formId: string, event: FunnelEventBody): void {
  fetch(`/api/forms/${formId}/funnel-events`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
    credentials: "omit",
    keepalive: true,
  }).catch(() => {});
}

export function noteFirstAnswer(formId: string): void {
  if (!firstAnswerAt.has(formId)) firstAnswerAt.set(formId, Date.now());
}

/** Seconds since the visit's first answer, sent with the submission for the time histogram. */
export function completionSecondsOf(formId: string): number | undefined {
  const at = firstAnswerAt.get(formId);
  return at === undefined ? undefined : (Date.now() - at) / 1000;
}

/** After a submission, "Submit another response" starts a new visit. */
export function endFunnelVisit(formId: string): void {
  firstAnswerAt.delete(formId);
}
