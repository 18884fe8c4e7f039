import type { RegexPattern } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { fromRegexChoice, NO_VALIDATION, SAVED_PATTERN, toRegexChoice } from "./regex-choice";

const pattern = (id: string, title: string, regex: string): RegexPattern => ({
  _id: id,
  title,
  regex,
  errorMessage: "Invalid",
  active: true,
  name: title,
  type: "default",
  maxLength: 0,
  isRequired: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

const patterns = [pattern("p1", "Email", "^\\S+@\\S+$"), pattern("p2", "Phone", "^\\d{10}$")];

describe("regex choice", () => {
  it("is 'No Validation' for a question without a pattern", () => {
    expect(toRegexChoice(null, patterns)).toBe(NO_VALIDATION);
    expect(toRegexChoice(undefined, patterns)).toBe(NO_VALIDATION);
    expect(fromRegexChoice(NO_VALIDATION, patterns, null)).toBeNull();
  });

  it("stores the chosen pattern's title and regex", () => {
    expect(fromRegexChoice("p2", patterns, null)).toEqual({ title: "Phone", regex: "^\\d{10}$" });
    expect(toRegexChoice({ title: "Phone", regex: "^\\d{10}$" }, patterns)).toBe("p2");
  });

  it("keeps a saved pattern that is no longer active selectable as it is", () => {
    const retired = { title: "Zip", regex: "^\\d{5}$" };
    expect(toRegexChoice(retired, patterns)).toBe(SAVED_PATTERN);
    expect(fromRegexChoice(SAVED_PATTERN, patterns, retired)).toEqual(retired);
  });
});
