import { completionQuantile, completionRateOf, type Funnel } from "@formloom/shared";
import { pageStep, START_STEP, SUBMIT_STEP, VIEW_STEP } from "../../db/funnel-step-names.js";
import { completionCounts } from "./funnel-steps.js";

/** The owner's funnel of one version from its summed counters. */
export function buildFunnel(
  steps: ReadonlyMap<string, number>,
  { version, pageCount }: { version: number; pageCount: number },
): Funnel {
  const count = (step: string) => steps.get(step) ?? 0;
  const views = count(VIEW_STEP);
  const submissions = count(SUBMIT_STEP);
  const completionBuckets = completionCounts(steps);
  return {
    version,
    pageCount,
    views,
    starts: count(START_STEP),
    pages: Array.from({ length: pageCount - 1 }, (_, index) => ({
      page: index + 2,
      reached: count(pageStep(index + 2)),
    })),
    submissions,
    completionRate: completionRateOf(views, submissions),
    medianSeconds: completionQuantile(completionBuckets, 0.5),
    p90Seconds: completionQuantile(completionBuckets, 0.9),
    completionBuckets,
  };
}
