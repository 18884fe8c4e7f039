import type { Funnel } from "@formloom/shared/api-funnel";

export type FunnelStep =
  | { kind: "views" | "starts" | "submitted"; count: number }
  | { kind: "page"; page: number; count: number };

export type FunnelRow = FunnelStep & {
  /** Share of the previous step's count kept at this one, 0…1; null for the first or after 0. */
  kept: number | null;
  /** This step's count over the views, 0…1; null before the first view. */
  ofViews: number | null;
  isBiggestDrop: boolean;
};

/**
 * Views → starts → each page → submitted, with the share kept at each step; the step that loses
 * the most of the one before it is the biggest drop (none when nothing is lost).
 */
export function buildFunnelRows(funnel: Funnel): FunnelRow[] {
  const steps: FunnelStep[] = [
    { kind: "views", count: funnel.views },
    { kind: "starts", count: funnel.starts },
    ...funnel.pages.map(({ page, reached }) => ({ kind: "page" as const, page, count: reached })),
    { kind: "submitted", count: funnel.submissions },
  ];
  const rows = steps.map((step, index) => {
    const previous = steps[index - 1]?.count;
    return {
      ...step,
      kept: previous ? Math.min(1, step.count / previous) : null,
      ofViews: funnel.views > 0 ? step.count / funnel.views : null,
      isBiggestDrop: false,
    };
  });
  const lost = rows.map((row, index) =>
    row.kept === null ? 0 : (steps[index - 1]?.count ?? 0) - row.count,
  );
  const most = Math.max(0, ...lost);
  const biggest = lost.indexOf(most);
  return rows.map((row, index) => ({ ...row, isBiggestDrop: most > 0 && index === biggest }));
}
