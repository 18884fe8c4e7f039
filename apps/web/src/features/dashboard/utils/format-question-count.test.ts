import { describe, expect, it } from "vitest";
import { appTextsIn } from "@/lib/i18n/use-app-text";
import { formatQuestionCount } from "./format-question-count";

describe("formatQuestionCount", () => {
  it("is singular for one question only", () => {
    const t = appTextsIn("en");
    expect(formatQuestionCount(t, 3)).toBe("3 questions");
    expect(formatQuestionCount(t, 1)).toBe("1 question");
    expect(formatQuestionCount(t, 0)).toBe("0 questions");
  });
});
