import { COMPLETION_BUCKETS, completionBucketOf, type FunnelEventBody } from "@formloom/shared";
import { completionStep, pageStep, SUBMIT_STEP } from "../../db/funnel-step-names.js";

/** The step a beacon counts. */
export function stepOfEvent(body: FunnelEventBody): string {
  return body.event === "page" ? pageStep(body.page) : body.event;
}

/**
 * The steps a stored submission counts: the submission and, when the browser measured it, its
 * time to complete, clamped into the histogram's buckets.
 */
export function submissionSteps(completionSeconds: number | undefined): string[] {
  return completionSeconds === undefined
    ? [SUBMIT_STEP]
    : [SUBMIT_STEP, completionStep(completionBucketOf(completionSeconds))];
}

/** Submissions per time-to-complete bucket, index = bucket. */
export function completionCounts(steps: ReadonlyMap<string, number>): number[] {
  return Array.from(
    { length: COMPLETION_BUCKETS },
    (_, bucket) => steps.get(completionStep(bucket)) ?? 0,
  );
}
