import { describe, expect, it } from "vitest";
import { appTextsIn } from "@/lib/i18n/use-app-text";
import { cardNameInSentence } from "./question-card-name";

const t = appTextsIn("en");

describe("cardNameInSentence", () => {
  it("writes a question's or a section's name as it reads inside a sentence", () => {
    expect(cardNameInSentence(t, "Question 12")).toBe("question 12");
    expect(cardNameInSentence(t, "Section 1")).toBe("section 1");
  });

  it("leaves a name of no known shape as it is", () => {
    expect(cardNameInSentence(t, "Form")).toBe("Form");
    expect(cardNameInSentence(t, "Question ")).toBe("Question ");
  });
});
