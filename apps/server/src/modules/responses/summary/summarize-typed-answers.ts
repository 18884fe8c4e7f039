import {
  CSAT_SATISFIED_FROM,
  type CsatSummary,
  computePercentage,
  type DateSummary,
  type GridSummary,
  type NpsSummary,
  type NumberSummary,
  type PhoneSummary,
  type Question,
  type RankingSummary,
  type ScaleSummary,
} from "@formloom/shared";
import { parsePairKey } from "../common/tally-answers.js";

// The summary figures of the types beyond SPEC §3, from a question's tallies (value → how many
// responses gave it). Each tally row stands for `count` equal answers, so the work grows with the
// distinct values, not with the responses.

export type ValueCount = { value: string; count: number };

const HISTOGRAM_BINS = 10;

type Weighted = { value: number; count: number };

function total(values: readonly { count: number }[]): number {
  return values.reduce((sum, { count }) => sum + count, 0);
}

function weightedMean(values: readonly Weighted[]): number {
  return values.reduce((sum, { value, count }) => sum + value * count, 0) / total(values);
}

// The value at a 0-based position of the answers in ascending order.
function valueAtRank(sorted: readonly Weighted[], rank: number): number {
  let seen = 0;
  for (const { value, count } of sorted) {
    seen += count;
    if (rank < seen) return value;
  }
  return sorted.at(-1)?.value ?? 0;
}

function median(sorted: readonly Weighted[]): number {
  const count = total(sorted);
  const middle = Math.floor(count / 2);
  return count % 2 === 1
    ? valueAtRank(sorted, middle)
    : (valueAtRank(sorted, middle - 1) + valueAtRank(sorted, middle)) / 2;
}

export type HistogramBin = { from: number; to: number; count: number };

// Whole numbers get whole-number bins: one per value over a short range, else at most ten of
// equal width, each "from–to" inclusive. Anything else gets ten equal bins, the last one closed
// so the highest value falls in it; a single value, one bin. Each value belongs to the last bin
// whose `from` it reaches.
export function histogramBins(min: number, max: number, isWhole: boolean): HistogramBin[] {
  if (min === max) return [{ from: min, to: max, count: 0 }];
  if (isWhole) {
    const width = Math.ceil((max - min + 1) / HISTOGRAM_BINS);
    return Array.from({ length: Math.ceil((max - min + 1) / width) }, (_, index) => {
      const from = min + index * width;
      return { from, to: Math.min(from + width - 1, max), count: 0 };
    });
  }
  const width = (max - min) / HISTOGRAM_BINS;
  return Array.from({ length: HISTOGRAM_BINS }, (_, index) => ({
    from: min + index * width,
    to: index === HISTOGRAM_BINS - 1 ? max : min + (index + 1) * width,
    count: 0,
  }));
}

function histogram(sorted: readonly Weighted[], min: number, max: number) {
  const isWhole = sorted.every(({ value }) => Number.isInteger(value));
  const bins = histogramBins(min, max, isWhole);
  return fillBins(bins, sorted, (value) => bins.findLastIndex((bin) => value >= bin.from));
}

function fillBins(
  bins: { from: number; to: number; count: number }[],
  sorted: readonly Weighted[],
  indexOf: (value: number) => number,
) {
  for (const { value, count } of sorted) {
    const bin = bins[Math.min(indexOf(value), bins.length - 1)];
    if (bin) bin.count += count;
  }
  return bins;
}

function toSortedNumbers(values: readonly ValueCount[]): Weighted[] {
  return values
    .map(({ value, count }) => ({ value: Number(value), count }))
    .filter(({ value }) => Number.isFinite(value))
    .sort((a, b) => a.value - b.value);
}

export function summarizeNumbers(values: readonly ValueCount[]): NumberSummary | null {
  const sorted = toSortedNumbers(values);
  const min = sorted[0]?.value;
  const max = sorted.at(-1)?.value;
  if (min === undefined || max === undefined) return null;
  return {
    average: weightedMean(sorted),
    median: median(sorted),
    min,
    max,
    histogram: histogram(sorted, min, max),
  };
}

export function summarizeDates(values: readonly ValueCount[]): DateSummary | null {
  const sorted = [...values].sort((a, b) => a.value.localeCompare(b.value));
  const earliest = sorted[0]?.value;
  const latest = sorted.at(-1)?.value;
  if (earliest === undefined || latest === undefined) return null;
  const perMonth = new Map<string, number>();
  for (const { value, count } of sorted) {
    const month = value.slice(0, 7);
    perMonth.set(month, (perMonth.get(month) ?? 0) + count);
  }
  return {
    earliest,
    latest,
    perMonth: [...perMonth].map(([month, count]) => ({ month, count })),
  };
}

function summarizeNps(values: readonly Weighted[]): NpsSummary {
  const answered = total(values);
  const group = (from: number, to: number) => {
    const count = total(values.filter(({ value }) => value >= from && value <= to));
    return { count, percentage: computePercentage(count, answered) };
  };
  const promoters = group(9, 10);
  const detractors = group(0, 6);
  return {
    score: Math.round(((promoters.count - detractors.count) / answered) * 100),
    promoters,
    passives: group(7, 8),
    detractors,
  };
}

// The share of answers of 4 or 5 on a 1–5 satisfaction scale.
function summarizeCsat(values: readonly Weighted[]): CsatSummary {
  const satisfied = total(values.filter(({ value }) => value >= CSAT_SATISFIED_FROM));
  return { satisfied, percentage: computePercentage(satisfied, total(values)) };
}

export function summarizeScale(
  question: Pick<Question, "scaleMin" | "scaleMax" | "scalePreset">,
  values: readonly ValueCount[],
): ScaleSummary | null {
  const sorted = toSortedNumbers(values);
  if (sorted.length === 0) return null;
  const { scalePreset } = question;
  // A scale saved before presets were recorded is read as NPS when it runs from 0 to 10.
  const isNpsScale =
    scalePreset === "nps" ||
    (scalePreset === null && question.scaleMin === 0 && question.scaleMax === 10);
  return {
    average: weightedMean(sorted),
    nps: isNpsScale ? summarizeNps(sorted) : null,
    csat: scalePreset === "csat" ? summarizeCsat(sorted) : null,
  };
}

function pairCounts(values: readonly ValueCount[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { value, count } of values) {
    const pair = parsePairKey(value);
    if (pair) counts.set(`${pair[0]}\u0000${pair[1]}`, count);
  }
  return counts;
}

export function summarizeGrid(
  question: Pick<Question, "rows" | "options" | "correctAnswer">,
  values: readonly ValueCount[],
): GridSummary {
  const counts = pairCounts(values);
  return question.rows.map((row, rowIndex) => {
    const chosen = question.options.map((column) => counts.get(`${row}\u0000${column}`) ?? 0);
    const answeredCount = chosen.reduce((sum, count) => sum + count, 0);
    return {
      row,
      answeredCount,
      columns: question.options.map((column, index) => ({
        option: column,
        count: chosen[index] ?? 0,
        percentage: computePercentage(chosen[index] ?? 0, answeredCount),
        isCorrect: question.correctAnswer[rowIndex] === column,
      })),
    };
  });
}

export function summarizeRanking(
  question: Pick<Question, "options" | "correctAnswer">,
  values: readonly ValueCount[],
): RankingSummary {
  const positions = new Map<string, Weighted[]>();
  for (const { value, count } of values) {
    const pair = parsePairKey(value);
    if (!pair || typeof pair[1] !== "number") continue;
    const [option, position] = pair;
    positions.set(option, [...(positions.get(option) ?? []), { value: position, count }]);
  }
  const ranked = question.options
    .filter((option) => positions.has(option))
    .map((option) => ({ option, averagePosition: weightedMean(positions.get(option) ?? []) }))
    .sort((a, b) => a.averagePosition - b.averagePosition);
  return ranked.map((entry, index) => ({
    ...entry,
    isCorrectPosition: question.correctAnswer[index] === entry.option,
  }));
}

/** The phone numbers' countries, most answered first, then by code. */
export function summarizePhoneCountries(values: readonly ValueCount[]): PhoneSummary {
  return values
    .map(({ value, count }) => ({ country: value, count }))
    .sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
}
