// The funnel of a form (issue 29): counts of what respondents did, never who did it.

/** What the public page reports as it happens, once per visit each. */
export const FUNNEL_EVENTS = ["view", "start", "page"] as const;
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** A page number the funnel counts: page 1 is the start, so reaching a page begins at 2. */
export const FUNNEL_PAGE_MIN = 2;
export const FUNNEL_PAGE_MAX = 201;

/** A week: a longer time to complete counts as a week. */
export const COMPLETION_SECONDS_MAX = 7 * 24 * 3600;

// Buckets of time to complete, each √2 times as wide as the one before: bucket b holds
// [2^(b/2), 2^((b+1)/2)) seconds, bucket 0 everything below √2 s. Enough to tell a median of
// 40 s from one of 60 s, few enough that a form's histogram is a handful of counter rows.
export const COMPLETION_BUCKETS = Math.floor(2 * Math.log2(COMPLETION_SECONDS_MAX)) + 1;

/** The bucket of a time to complete, clamped to 0 s … a week. */
export function completionBucketOf(seconds: number): number {
  const clamped = Math.min(Math.max(seconds, 1), COMPLETION_SECONDS_MAX);
  return Math.min(Math.floor(2 * Math.log2(clamped)), COMPLETION_BUCKETS - 1);
}

/** Where bucket b begins and ends, in seconds. */
export function completionBucketBounds(bucket: number): { from: number; to: number } {
  return { from: bucket === 0 ? 0 : 2 ** (bucket / 2), to: 2 ** ((bucket + 1) / 2) };
}

/**
 * The q-quantile (0…1) of the times counted in `counts` (count per bucket), in whole seconds,
 * or null when nothing is counted. Inside a bucket the times are taken as spread evenly on the
 * log scale (linearly in bucket 0), so the estimate is within a bucket's width (±41 %).
 */
export function completionQuantile(counts: readonly number[], q: number): number | null {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = q * total;
  let before = 0;
  for (const [bucket, count] of counts.entries()) {
    if (count > 0 && before + count >= rank) {
      const share = (rank - before) / count;
      const { from, to } = completionBucketBounds(bucket);
      const seconds = bucket === 0 ? to * share : from * (to / from) ** share;
      return Math.round(seconds);
    }
    before += count;
  }
  return Math.round(completionBucketBounds(counts.length - 1).to);
}

/** Submissions per view, or null before anyone has viewed the form. */
export function completionRateOf(views: number, submissions: number): number | null {
  return views === 0 ? null : submissions / views;
}
