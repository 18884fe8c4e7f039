import { describe, expect, it } from "vitest";
import { rateAttempts, summarizeAttempts } from "./summarize-attempts";

const attempt = (n: number, score: number | null, maxScore: number | null) => ({
  id: `0193a000-0000-7000-8000-00000000000${n}`,
  score,
  maxScore,
  submittedAt: `2026-03-0${n}T10:00:00.000Z`,
});

describe("rateAttempts", () => {
  it("sorts newest first and rates each attempt on the five-level scale", () => {
    const rated = rateAttempts([
      attempt(1, 9, 10),
      attempt(2, 3, 4),
      attempt(3, 3, 5),
      attempt(4, 2, 5),
      attempt(5, 1, 3),
      attempt(6, 0, 0),
    ]);
    expect(rated.map(({ percentage, result }) => [percentage, result])).toEqual([
      [0, "Failed"],
      [33, "Failed"],
      [40, "Needs Improvement"],
      [60, "Satisfactory"],
      [75, "Good"],
      [90, "Excellent"],
    ]);
  });

  it("summarizes the percentages for the cards", () => {
    const rated = rateAttempts([attempt(1, 9, 10), attempt(2, 3, 4), attempt(3, 1, 3)]);
    expect(summarizeAttempts(rated)).toEqual({ count: 3, average: 66, highest: 90, lowest: 33 });
  });

  it("leaves an unreleased attempt unrated, counted but out of the figures", () => {
    const rated = rateAttempts([attempt(1, 3, 4), attempt(2, null, null)]);
    expect(rated.map(({ percentage, result }) => [percentage, result])).toEqual([
      [null, null],
      [75, "Good"],
    ]);
    expect(summarizeAttempts(rated)).toEqual({ count: 2, average: 75, highest: 75, lowest: 75 });
  });

  it("gives no figures, rather than 0%, while no attempt's score is released", () => {
    const rated = rateAttempts([attempt(1, null, null)]);
    expect(summarizeAttempts(rated)).toEqual({
      count: 1,
      average: null,
      highest: null,
      lowest: null,
    });
  });
});
