import { describe, expect, it } from "vitest";
import {
  summarizeDates,
  summarizeGrid,
  summarizeNumbers,
  summarizePhoneCountries,
  summarizeRanking,
  summarizeScale,
} from "./summarize-typed-answers.js";

const counts = (entries: [string, number][]) => entries.map(([value, count]) => ({ value, count }));

describe("summarizeNumbers", () => {
  it("weighs each value by its count: average, median, min, max", () => {
    // Answers: 1, 2, 2, 9 → median (2 + 2) / 2, average 14 / 4.
    expect(
      summarizeNumbers(
        counts([
          ["9", 1],
          ["1", 1],
          ["2", 2],
        ]),
      ),
    ).toMatchObject({
      average: 3.5,
      median: 2,
      min: 1,
      max: 9,
    });
  });

  it("takes the middle answer of an odd count and averages the two middle ones of an even count", () => {
    expect(
      summarizeNumbers(
        counts([
          ["1", 1],
          ["5", 1],
          ["7", 1],
        ]),
      )?.median,
    ).toBe(5);
    expect(
      summarizeNumbers(
        counts([
          ["1", 1],
          ["5", 1],
          ["7", 1],
          ["8", 1],
        ]),
      )?.median,
    ).toBe(6);
  });

  it("bins whole numbers over a short range one per value", () => {
    expect(
      summarizeNumbers(
        counts([
          ["3", 2],
          ["5", 1],
        ]),
      )?.histogram,
    ).toEqual([
      { from: 3, to: 3, count: 2 },
      { from: 4, to: 4, count: 0 },
      { from: 5, to: 5, count: 1 },
    ]);
  });

  it("bins whole numbers over a wide range in at most ten whole-number ranges", () => {
    const histogram = summarizeNumbers(
      counts([
        ["8", 1],
        ["9", 2],
        ["15", 1],
        ["20", 3],
      ]),
    )?.histogram;
    expect(histogram).toEqual([
      { from: 8, to: 9, count: 3 },
      { from: 10, to: 11, count: 0 },
      { from: 12, to: 13, count: 0 },
      { from: 14, to: 15, count: 1 },
      { from: 16, to: 17, count: 0 },
      { from: 18, to: 19, count: 0 },
      { from: 20, to: 20, count: 3 },
    ]);
    const wide = summarizeNumbers(
      counts([
        ["0", 1],
        ["50", 3],
        ["100", 2],
      ]),
    )?.histogram;
    expect(wide).toHaveLength(10);
    expect(wide?.[0]).toEqual({ from: 0, to: 10, count: 1 });
    expect(wide?.[4]).toEqual({ from: 44, to: 54, count: 3 });
    expect(wide?.[9]).toEqual({ from: 99, to: 100, count: 2 });
  });

  it("splits a fractional range in ten equal bins, the highest answer in the last", () => {
    const histogram = summarizeNumbers(
      counts([
        ["0.5", 1],
        ["50", 3],
        ["100", 2],
      ]),
    )?.histogram;
    expect(histogram).toHaveLength(10);
    expect(histogram?.[0]).toMatchObject({ from: 0.5, count: 1 });
    expect(histogram?.[0]?.to).toBeCloseTo(10.45);
    expect(histogram?.[9]).toMatchObject({ to: 100, count: 2 });
    expect(histogram?.reduce((sum, bin) => sum + bin.count, 0)).toBe(6);
  });

  it("answers null when nothing was answered", () => {
    expect(summarizeNumbers([])).toBeNull();
  });
});

describe("summarizeDates", () => {
  it("finds the range and counts answers per month", () => {
    expect(
      summarizeDates(
        counts([
          ["2026-03-02", 1],
          ["2025-12-31", 2],
          ["2026-03-30", 4],
        ]),
      ),
    ).toEqual({
      earliest: "2025-12-31",
      latest: "2026-03-30",
      perMonth: [
        { month: "2025-12", count: 2 },
        { month: "2026-03", count: 5 },
      ],
    });
  });
});

describe("summarizeScale", () => {
  const nps = { scaleMin: 0, scaleMax: 10, scalePreset: null };

  it("scores NPS as % promoters (9–10) minus % detractors (0–6)", () => {
    // 5 promoters, 3 passives, 2 detractors of 10: 50 % − 20 % = 30.
    const summary = summarizeScale(
      nps,
      counts([
        ["10", 3],
        ["9", 2],
        ["8", 2],
        ["7", 1],
        ["6", 1],
        ["0", 1],
      ]),
    );
    expect(summary?.nps).toEqual({
      score: 30,
      promoters: { count: 5, percentage: 50 },
      passives: { count: 3, percentage: 30 },
      detractors: { count: 2, percentage: 20 },
    });
    expect(summary?.average).toBeCloseTo(7.7);
  });

  it("gives −100 when everyone is a detractor, and no NPS on other scales", () => {
    expect(summarizeScale(nps, counts([["6", 4]]))?.nps?.score).toBe(-100);
    const oneToFive = { scaleMin: 1, scaleMax: 5, scalePreset: null };
    expect(summarizeScale(oneToFive, counts([["5", 1]]))?.nps).toBeNull();
    expect(summarizeScale(oneToFive, counts([["5", 1]]))?.csat).toBeNull();
  });

  it("gives a CSAT scale the share of 4s and 5s, and only one marked CSAT", () => {
    const csat = { scaleMin: 1, scaleMax: 5, scalePreset: "csat" as const };
    const answers = counts([
      ["5", 3],
      ["4", 2],
      ["3", 1],
      ["1", 2],
    ]);
    expect(summarizeScale(csat, answers)?.csat).toEqual({ satisfied: 5, percentage: 63 });
    expect(summarizeScale(csat, answers)?.nps).toBeNull();
    // An NPS-marked scale keeps its NPS; a 0–10 scale marked CSAT would be refused on save.
    const marked = { scaleMin: 0, scaleMax: 10, scalePreset: "nps" as const };
    expect(summarizeScale(marked, counts([["10", 1]]))?.nps?.score).toBe(100);
  });
});

describe("summarizeGrid", () => {
  it("counts each row's columns, with shares of that row's answers", () => {
    const grid = {
      rows: ["Food", "Service"],
      options: ["Bad", "Good"],
      correctAnswer: ["Good", "Good"],
    };
    const [food, service] = summarizeGrid(
      grid,
      counts([
        ['["Food","Good"]', 3],
        ['["Food","Bad"]', 1],
        ['["Service","Bad"]', 2],
      ]),
    );
    expect(food).toEqual({
      row: "Food",
      answeredCount: 4,
      columns: [
        { option: "Bad", count: 1, percentage: 25, isCorrect: false },
        { option: "Good", count: 3, percentage: 75, isCorrect: true },
      ],
    });
    expect(service?.columns.map((c) => c.count)).toEqual([2, 0]);
  });
});

describe("summarizeRanking", () => {
  it("orders options by their average position, best first", () => {
    // Two rankings: A B C and B A C.
    const summary = summarizeRanking(
      { options: ["A", "B", "C"], correctAnswer: ["A", "C", "B"] },
      counts([
        ['["A",1]', 1],
        ['["B",2]', 1],
        ['["C",3]', 2],
        ['["B",1]', 1],
        ['["A",2]', 1],
      ]),
    );
    expect(summary).toEqual([
      { option: "A", averagePosition: 1.5, isCorrectPosition: true },
      { option: "B", averagePosition: 1.5, isCorrectPosition: false },
      { option: "C", averagePosition: 3, isCorrectPosition: false },
    ]);
  });
});

describe("summarizePhoneCountries", () => {
  it("lists the countries most answered first, ties by code", () => {
    const summary = summarizePhoneCountries(
      counts([
        ["US", 1],
        ["FR", 3],
        ["CA", 1],
      ]),
    );
    expect(summary).toEqual([
      { country: "FR", count: 3 },
      { country: "CA", count: 1 },
      { country: "US", count: 1 },
    ]);
  });
});
