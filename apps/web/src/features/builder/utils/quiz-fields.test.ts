import type { QuestionDraft } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { createQuestion } from "./question-drafts";
import { isScoredDraft, toFeedback, toPoints } from "./quiz-fields";

const draft = (fields: Partial<QuestionDraft>) => ({ ...createQuestion(() => 1), ...fields });

describe("quiz fields", () => {
  it("scores a question once it has a correct answer that is not blank", () => {
    expect(isScoredDraft(draft({ correctAnswer: ["Paris"] }))).toBe(true);
    expect(isScoredDraft(draft({ correctAnswer: [" "] }))).toBe(false);
    expect(isScoredDraft(draft({ correctAnswer: [] }))).toBe(false);
    expect(isScoredDraft(draft({ questionType: "file", correctAnswer: ["x"] }))).toBe(false);
  });

  it("reads points as a number, a blank box as not one", () => {
    expect(toPoints("5")).toBe(5);
    expect(toPoints("")).toBeNaN();
  });

  it("keeps feedback while either text is written, none when both are blank", () => {
    const correct = toFeedback(null, "correct", "Well done");
    expect(correct).toEqual({ correct: "Well done", incorrect: "" });
    expect(toFeedback(correct, "incorrect", "See page 3")).toEqual({
      correct: "Well done",
      incorrect: "See page 3",
    });
    expect(toFeedback(correct, "correct", "")).toBeNull();
  });
});
