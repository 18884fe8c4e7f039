import { describe, expect, it } from "vitest";
import { parseBoundText, setValidation } from "./validation-fields";

describe("parseBoundText", () => {
  it("reads a number, and nothing from an empty box", () => {
    expect(parseBoundText("12")).toBe(12);
    expect(parseBoundText("-0.5")).toBe(-0.5);
    expect(parseBoundText("")).toBeUndefined();
    expect(parseBoundText("  ")).toBeUndefined();
    expect(parseBoundText("abc")).toBeUndefined();
  });
});

describe("setValidation", () => {
  it("sets a field and keeps the others", () => {
    expect(setValidation({ max: 9 }, "min", 1)).toEqual({ min: 1, max: 9 });
  });

  it("removes a field that has no value", () => {
    expect(setValidation({ min: 1, max: 9 }, "min", undefined)).toEqual({ max: 9 });
    expect(setValidation({ minDate: "2026-01-01" }, "minDate", "")).toEqual({});
  });
});
