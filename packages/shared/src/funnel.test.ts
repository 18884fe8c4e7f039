import { describe, expect, it } from "vitest";
import {
  COMPLETION_BUCKETS,
  COMPLETION_SECONDS_MAX,
  completionBucketBounds,
  completionBucketOf,
  completionQuantile,
} from "./funnel";

describe("completionBucketOf", () => {
  it.each([
    [0, 0],
    [1, 0],
    [1.5, 1],
    [2, 2],
    [60, 11],
    [3600, 23],
  ])("puts %s s in bucket %s", (seconds, bucket) => {
    expect(completionBucketOf(seconds)).toBe(bucket);
  });

  it("clamps negative and enormous times into the first and last buckets", () => {
    expect(completionBucketOf(-5)).toBe(0);
    expect(completionBucketOf(COMPLETION_SECONDS_MAX * 100)).toBe(COMPLETION_BUCKETS - 1);
  });

  it("puts every time inside its bucket's bounds", () => {
    for (const seconds of [1.5, 3, 7, 59, 61, 1000, 86_400]) {
      const { from, to } = completionBucketBounds(completionBucketOf(seconds));
      expect(seconds).toBeGreaterThanOrEqual(from);
      expect(seconds).toBeLessThan(to);
    }
  });
});

describe("completionQuantile", () => {
  it("is null when nothing is counted", () => {
    expect(completionQuantile([0, 0, 0], 0.5)).toBeNull();
  });

  it("stays within a bucket's width of the true median and p90", () => {
    const times = Array.from({ length: 1000 }, (_, i) => 10 + i);
    const counts = Array.from(
      { length: COMPLETION_BUCKETS },
      (_, bucket) => times.filter((time) => completionBucketOf(time) === bucket).length,
    );
    const median = completionQuantile(counts, 0.5) as number;
    const p90 = completionQuantile(counts, 0.9) as number;
    expect(median / 510).toBeGreaterThan(1 / Math.SQRT2);
    expect(median / 510).toBeLessThan(Math.SQRT2);
    expect(p90 / 910).toBeGreaterThan(1 / Math.SQRT2);
    expect(p90 / 910).toBeLessThan(Math.SQRT2);
  });
});
