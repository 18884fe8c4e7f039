import { describe, expect, it } from "vitest";
import { formatQuestionCount, formatResponseCount } from "./pluralize-responses";

describe("card counts", () => {
  it("says 'response' for a count of 1 or fewer, else 'responses'", () => {
    expect(formatResponseCount(0)).toBe("0 response");
    expect(formatResponseCount(1)).toBe("1 response");
    expect(formatResponseCount(2)).toBe("2 responses");
  });

  it("counts questions", () => {
    expect(formatQuestionCount(3)).toBe("3 questions");
    expect(formatQuestionCount(1)).toBe("1 question");
  });
});
