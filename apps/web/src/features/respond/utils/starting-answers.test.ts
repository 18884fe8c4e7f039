import { afterEach, describe, expect, it } from "vitest";
import { makeQuestion, makeSection } from "../testing/render-question";
import { savedAnswersKey } from "./saved-answers";
import { findStartingAnswers } from "./starting-answers";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f6";
const id = (n: number) => `0193a000-0000-7000-8000-00000000005${n}`;
const FORM = {
  _id: FORM_ID,
  version: 1,
  questions: [
    makeQuestion({ _id: id(1), questionText: "Name" }),
    makeQuestion({ _id: id(2), questionType: "checkbox", options: ["Red", "Blue"] }),
    makeSection({ _id: id(3) }),
    makeQuestion({ _id: id(4), questionText: "Town" }),
  ],
};
const link = `?prefill.${id(1)}=Ada&prefill.${id(2)}=Red&prefill.${id(2)}=Blue`;

afterEach(() => localStorage.clear());

describe("findStartingAnswers", () => {
  it("starts blank without saved answers or a prefilled link", () => {
    expect(findStartingAnswers(FORM, "")).toEqual({
      state: null,
      isRestored: false,
      pageId: null,
    });
  });

  it("fills in what a prefilled link carries, untouched so no message shows yet", () => {
    const { state, isRestored, pageId } = findStartingAnswers(FORM, link);
    expect(state?.values).toEqual({ [id(1)]: "Ada", [id(2)]: ["Red", "Blue"] });
    expect(state?.touched).toEqual({});
    expect(isRestored).toBe(false);
    expect(pageId).toBeNull();
  });

  it("keeps the respondent's saved answers over the link's, filling only the rest", () => {
    localStorage.setItem(
      savedAnswersKey(FORM_ID, 1),
      JSON.stringify({
        savedAt: Date.now(),
        values: { [id(1)]: "Grace" },
        files: {},
        pageId: id(3),
      }),
    );
    const { state, isRestored, pageId } = findStartingAnswers(FORM, link);
    expect(state?.values).toEqual({ [id(1)]: "Grace", [id(2)]: ["Red", "Blue"] });
    expect(isRestored).toBe(true);
    expect(pageId).toBe(id(3));
  });
});
