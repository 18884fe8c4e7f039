import type { Funnel } from "@formloom/shared/api-funnel";
import { describe, expect, it } from "vitest";
import { buildFunnelRows } from "./funnel-steps";

const funnel = (overrides: Partial<Funnel>): Funnel => ({
  version: 1,
  pageCount: 3,
  views: 100,
  starts: 60,
  pages: [
    { page: 2, reached: 50 },
    { page: 3, reached: 20 },
  ],
  submissions: 18,
  completionRate: 0.18,
  medianSeconds: 40,
  p90Seconds: 120,
  completionBuckets: [],
  ...overrides,
});

describe("buildFunnelRows", () => {
  it("keeps each step's share of the one before and of the views", () => {
    const rows = buildFunnelRows(funnel({}));
    expect(rows.map((row) => row.kind)).toEqual(["views", "starts", "page", "page", "submitted"]);
    expect(rows.map((row) => row.kept)).toEqual([null, 0.6, 50 / 60, 0.4, 0.9]);
    expect(rows.map((row) => row.ofViews)).toEqual([1, 0.6, 0.5, 0.2, 0.18]);
  });

  it("marks the step that loses the most people as the biggest drop", () => {
    const rows = buildFunnelRows(funnel({}));
    expect(rows.filter((row) => row.isBiggestDrop).map((row) => row.kind)).toEqual(["starts"]);
    const later = buildFunnelRows(
      funnel({
        starts: 95,
        pages: [
          { page: 2, reached: 90 },
          { page: 3, reached: 10 },
        ],
      }),
    );
    expect(later.findIndex((row) => row.isBiggestDrop)).toBe(3);
  });

  it("marks no drop and no share before the first view", () => {
    const rows = buildFunnelRows(
      funnel({ views: 0, starts: 0, pages: [], submissions: 0, completionRate: null }),
    );
    expect(rows.some((row) => row.isBiggestDrop)).toBe(false);
    expect(rows.every((row) => row.kept === null && row.ofViews === null)).toBe(true);
  });
});
