import { describe, expect, it } from "vitest";
import { formatQuestionCount } from "./format-question-count";

describe("formatQuestionCount", () => {
  it("is singular for one question only", () => {
    expect(formatQuestionCount(3)).toBe("3 questions");
    expect(formatQuestionCount(1)).toBe("1 question");
    expect(formatQuestionCount(0)).toBe("0 questions");
  });
});
