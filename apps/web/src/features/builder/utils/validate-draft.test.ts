import { describe, expect, it } from "vitest";
import { type BuilderState, createNewFormState } from "./builder-state";
import { getQuestionErrors, pickTouchedErrors, validateDraft } from "./validate-draft";

const withQuestionText = (state: BuilderState, index: number, questionText: string) => ({
  ...state,
  questions: state.questions.map((q, i) => (i === index ? { ...q, questionText } : q)),
});

describe("validateDraft", () => {
  it("asks for a title first", () => {
    const check = validateDraft({ ...createNewFormState(), title: "   " });
    expect(check).toMatchObject({
      ok: false,
      message: "Please add a title to your form",
      errors: { title: "Please add a title to your form" },
    });
  });

  it("asks for every question's text, under that question", () => {
    const state = withQuestionText({ ...createNewFormState(), title: "Quiz" }, 0, " ");
    const check = validateDraft(state);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toBe("All questions must have a title");
    expect(getQuestionErrors(check.errors, 0)).toEqual({
      questionText: "All questions must have a title",
    });
    expect(getQuestionErrors(check.errors, 1)).toEqual({});
  });

  it("answers the trimmed body the server expects", () => {
    const check = validateDraft({ ...createNewFormState(), title: "  Quiz ", description: " x " });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.body).toMatchObject({ title: "Quiz", description: "x" });
    expect(check.body.questions[0]).toMatchObject({ key: expect.stringMatching(/^q\d+$/) });
    expect(check.body.questions[0]?.validations).toEqual({ regex: null });
  });
});

describe("pickTouchedErrors", () => {
  it("keeps only the messages of the title, description or questions the user edited", () => {
    const state = { ...createNewFormState(1000), title: "" };
    const blankQuestion = withQuestionText(state, 0, "");
    const check = validateDraft(blankQuestion);
    if (check.ok) throw new Error("expected errors");
    expect(pickTouchedErrors(check.errors, blankQuestion, new Set())).toEqual({});
    expect(pickTouchedErrors(check.errors, blankQuestion, new Set(["title"]))).toEqual({
      title: "Please add a title to your form",
    });
    expect(pickTouchedErrors(check.errors, blankQuestion, new Set(["q1000"]))).toEqual({
      "questions.0.questionText": "All questions must have a title",
    });
  });
});
