import { computePercentage, type QuestionSummary } from "@formloom/shared";

type OptionSummary = QuestionSummary["options"][number];

export const TOP_OPTIONS_SHOWN = 10;
export const OTHER_OPTIONS_LABEL = "Other options";

/**
 * A long list's chart: its most chosen options (ties keep the form's order) and one "Other
 * options" entry summing the rest. A short list is returned as it is, in the form's order.
 */
export function selectTopOptions(
  options: readonly OptionSummary[],
  answeredCount: number,
  limit = TOP_OPTIONS_SHOWN,
): { top: OptionSummary[]; other: OptionSummary | null } {
  if (options.length <= limit) return { top: [...options], other: null };
  const byCount = options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => b.option.count - a.option.count || a.index - b.index)
    .map(({ option }) => option);
  const rest = byCount.slice(limit);
  const count = rest.reduce((sum, option) => sum + option.count, 0);
  const percentage = computePercentage(count, answeredCount);
  return {
    top: byCount.slice(0, limit),
    other: { option: OTHER_OPTIONS_LABEL, count, percentage, isCorrect: false },
  };
}
