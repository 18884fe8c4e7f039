import { describe, expect, it } from "vitest";
import { buildLanguageCounts } from "./build-language-counts.js";

describe("buildLanguageCounts", () => {
  it("gives every offered language in the form's order, 0 for one nobody answered in", () => {
    const counted = new Map([
      ["ar", 1],
      ["en", 12],
    ]);
    expect(buildLanguageCounts(["en", "de", "ar"], counted)).toEqual([
      { language: "en", count: 12 },
      { language: "de", count: 0 },
      { language: "ar", count: 1 },
    ]);
  });

  it("adds the languages no longer offered after them, most answered first, and drops non-codes", () => {
    const counted = new Map([
      ["en", 2],
      ["fr", 1],
      ["xx", 9],
      ["ja", 3],
      ["it", 1],
    ]);
    expect(buildLanguageCounts(["en"], counted)).toEqual([
      { language: "en", count: 2 },
      { language: "ja", count: 3 },
      { language: "fr", count: 1 },
      { language: "it", count: 1 },
    ]);
  });
});
