import { describe, expect, it } from "vitest";
import { questionDraftSchema } from "./builder-schemas";
import { parseNumberText } from "./question-rules";

function errorsOf(question: Record<string, unknown>): Record<string, string> {
  const result = questionDraftSchema.safeParse({ questionText: "Q", ...question });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const options = (count: number, prefix = "O") =>
  Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

describe("option limits per type", () => {
  it.each([
    ["dropdown", 1, 100],
    ["ranking", 2, 10],
    ["matrix", 2, 10],
    ["multipleChoice", 1, 4],
    ["checkbox", 1, 4],
  ])("%s takes %i to %i options", (questionType, min, max) => {
    const extra = questionType === "matrix" ? { rows: ["R"] } : {};
    expect(errorsOf({ questionType, options: options(min), ...extra })).toEqual({});
    expect(errorsOf({ questionType, options: options(max), ...extra })).toEqual({});
    expect(errorsOf({ questionType, options: options(max + 1), ...extra }).options).toBeDefined();
    expect(errorsOf({ questionType, options: options(min - 1), ...extra }).options).toBeDefined();
  });

  it("keeps SPEC's message for multiple choice and names the limit for the others", () => {
    expect(errorsOf({ questionType: "checkbox", options: options(5) }).options).toBe(
      "Questions can have at most 4 options",
    );
    expect(errorsOf({ questionType: "ranking", options: options(11) }).options).toBe(
      "This question can have at most 10 options",
    );
    expect(errorsOf({ questionType: "matrix", rows: ["R"], options: ["A"] }).options).toBe(
      "This question needs at least 2 columns",
    );
  });
});

describe("grids", () => {
  const grid = { questionType: "matrix", options: ["Bad", "Good"] };

  it("need 1 to 20 distinct, non-blank rows", () => {
    expect(errorsOf({ ...grid, rows: options(20, "R") })).toEqual({});
    expect(errorsOf({ ...grid, rows: [] }).rows).toBe("Grids must have at least 1 row");
    expect(errorsOf({ ...grid, rows: options(21, "R") }).rows).toBe(
      "Grids can have at most 20 rows",
    );
    expect(errorsOf({ ...grid, rows: ["R", "R"] }).rows).toBe("Rows must be unique");
    expect(errorsOf({ ...grid, rows: ["R", " "] })["rows.1"]).toBe("Rows cannot be blank");
  });

  it("take a correct column for every row or for none", () => {
    expect(errorsOf({ ...grid, rows: ["A", "B"], correctAnswer: ["Good", "Bad"] })).toEqual({});
    expect(errorsOf({ ...grid, rows: ["A", "B"], correctAnswer: ["Good"] }).correctAnswer).toBe(
      "Choose a correct column for every row, or for none",
    );
    expect(
      errorsOf({ ...grid, rows: ["A"], correctAnswer: ["Great"] }).correctAnswer,
    ).toBeDefined();
  });
});

describe("linear scales", () => {
  const scale = { questionType: "linearScale" };
  it("start at 0 or 1 and end at 2 to 10", () => {
    expect(errorsOf({ ...scale, scaleMin: 0, scaleMax: 10 })).toEqual({});
    expect(errorsOf({ ...scale, scaleMin: 1, scaleMax: 2 })).toEqual({});
    expect(errorsOf({ ...scale, scaleMin: 2, scaleMax: 5 }).scaleMin).toBe(
      "A scale starts at 0 or 1",
    );
    expect(errorsOf({ ...scale, scaleMin: 1, scaleMax: 11 }).scaleMax).toBe(
      "A scale ends between 2 and 10",
    );
    expect(errorsOf({ ...scale, scaleMin: 1, scaleMax: 1 }).scaleMax).toBeDefined();
  });

  it("keep labels to 40 characters and a correct answer on the scale", () => {
    const valid = { ...scale, scaleMin: 1, scaleMax: 5 };
    expect(errorsOf({ ...valid, scaleMaxLabel: "x".repeat(40) })).toEqual({});
    expect(errorsOf({ ...valid, scaleMaxLabel: "x".repeat(41) }).scaleMaxLabel).toBeDefined();
    expect(errorsOf({ ...valid, correctAnswer: ["5"] })).toEqual({});
    expect(errorsOf({ ...valid, correctAnswer: ["6"] }).correctAnswer).toBeDefined();
    expect(errorsOf({ ...valid, correctAnswer: ["2.5"] }).correctAnswer).toBeDefined();
  });
});

describe("numbers", () => {
  const number = { questionType: "number" };
  it("take bounds in order, whole when only whole numbers are allowed", () => {
    expect(errorsOf({ ...number, validations: { min: 1, max: 1 } })).toEqual({});
    expect(errorsOf({ ...number, validations: { min: 2, max: 1 } })["validations.max"]).toBe(
      "The minimum must not be greater than the maximum",
    );
    expect(
      errorsOf({ ...number, validations: { min: 1.5, integer: true } })["validations.integer"],
    ).toBeDefined();
    expect(errorsOf({ ...number, validations: { max: 1e16 } })["validations.max"]).toBeDefined();
  });

  it("take a correct answer that fits the bounds", () => {
    const bounded = { ...number, validations: { min: 0, max: 10, integer: true } };
    expect(errorsOf({ ...bounded, correctAnswer: ["10"] })).toEqual({});
    for (const correct of ["11", "2.5", "ten", "1e2"]) {
      expect(errorsOf({ ...bounded, correctAnswer: [correct] }).correctAnswer).toBeDefined();
    }
  });

  it("read the numbers an owner types", () => {
    expect(parseNumberText("-2.5")).toBe(-2.5);
    expect(parseNumberText(" 42 ")).toBe(42);
    expect(parseNumberText("1e3")).toBe(1000);
    for (const text of ["", "abc", "1,5", "Infinity", "0x10", "1e400"]) {
      expect(parseNumberText(text)).toBeNull();
    }
  });
});

describe("dates", () => {
  const date = { questionType: "date" };
  it("take YYYY-MM-DD bounds in order and a correct date within them", () => {
    const bounded = { ...date, validations: { minDate: "2026-01-01", maxDate: "2026-06-30" } };
    expect(errorsOf({ ...bounded, correctAnswer: ["2026-06-30"] })).toEqual({});
    expect(errorsOf({ ...bounded, correctAnswer: ["2026-07-01"] }).correctAnswer).toBeDefined();
    expect(
      errorsOf({ ...date, validations: { minDate: "2026-02-01", maxDate: "2026-01-01" } })[
        "validations.maxDate"
      ],
    ).toBe("The earliest date must not be after the latest date");
    expect(errorsOf({ ...date, validations: { minDate: "1/2/2026" } })["validations.minDate"]).toBe(
      "Dates must be written YYYY-MM-DD",
    );
  });
});

describe("rankings", () => {
  it("take a correct order holding every option once, or none", () => {
    const ranking = { questionType: "ranking", options: ["A", "B", "C"] };
    expect(errorsOf({ ...ranking, correctAnswer: ["C", "A", "B"] })).toEqual({});
    expect(errorsOf(ranking)).toEqual({});
    expect(errorsOf({ ...ranking, correctAnswer: ["A", "B"] }).correctAnswer).toBeDefined();
    expect(errorsOf({ ...ranking, correctAnswer: ["A", "A", "B"] }).correctAnswer).toBeDefined();
  });
});

describe("text lengths", () => {
  it("take a minimum no greater than the maximum, within the answer cap", () => {
    const text = { questionType: "text" };
    expect(errorsOf({ ...text, validations: { minLength: 3, maxLength: 3 } })).toEqual({});
    expect(
      errorsOf({ ...text, validations: { minLength: 4, maxLength: 3 } })["validations.maxLength"],
    ).toBeDefined();
    expect(errorsOf({ ...text, validations: { maxLength: 5001 } })["validations.maxLength"]).toBe(
      "Lengths must be whole numbers between 0 and 5000",
    );
  });
});

describe("normalising for save", () => {
  it("drops what the type does not use", () => {
    const saved = questionDraftSchema.parse({
      questionText: "Q",
      questionType: "number",
      options: ["A"],
      rows: ["R"],
      scaleMin: 0,
      scaleMax: 10,
      validations: { min: 1, minDate: "2026-01-01", minLength: 3 },
    });
    expect(saved).toMatchObject({
      options: [],
      rows: [],
      scaleMin: null,
      scaleMax: null,
      validations: { min: 1 },
    });
    expect(saved.validations).toEqual({ min: 1 });
  });
});
