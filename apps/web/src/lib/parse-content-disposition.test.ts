import { describe, expect, it } from "vitest";
import { parseContentDisposition } from "./parse-content-disposition";

describe("parseContentDisposition", () => {
  it.each([
    ["attachment; filename*=UTF-8''Caf%C3%A9%20quiz-responses.csv", "Café quiz-responses.csv"],
    ['attachment; filename="plain name.csv"', "plain name.csv"],
    ['attachment; filename="quote \\"a\\".csv"', 'quote "a".csv'],
    ["attachment; filename=bare.csv", "bare.csv"],
    [
      "attachment; filename=\"fallback.csv\"; filename*=UTF-8''pr%C3%A9f%C3%A9r%C3%A9.csv",
      "préféré.csv",
    ],
  ])("reads %s", (header, name) => {
    expect(parseContentDisposition(header)).toBe(name);
  });

  it("answers null without a file name", () => {
    expect(parseContentDisposition(null)).toBeNull();
    expect(parseContentDisposition("inline")).toBeNull();
  });
});
