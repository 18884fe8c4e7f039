import { afterEach, describe, expect, it } from "vitest";
import { makeQuestion } from "../testing/render-question";
import { findHiddenValues } from "./hidden-values";
import { savedAnswersKey } from "./saved-answers";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f6";
const FORM = {
  _id: FORM_ID,
  version: 1,
  questions: [makeQuestion({ _id: "0193a000-0000-7000-8000-000000000051" })],
  hiddenFields: ["customer_id", "utm_source"],
};

function keep(hidden: Record<string, unknown>) {
  localStorage.setItem(
    savedAnswersKey(FORM_ID, 1),
    JSON.stringify({
      savedAt: Date.now(),
      values: { [FORM.questions[0]?._id as string]: "Grace" },
      files: {},
      pageId: null,
      hidden,
    }),
  );
}

afterEach(() => localStorage.clear());

describe("findHiddenValues", () => {
  it("reads the declared fields from the link, leaving out others and unstorable values", () => {
    expect(findHiddenValues(FORM, "?customer_id=42&utm_source=news&gclid=x")).toEqual({
      customer_id: "42",
      utm_source: "news",
    });
    expect(findHiddenValues(FORM, "?customer_id=4%0A2")).toEqual({});
  });

  it("resumes with the kept values of declared fields when the link carries none", () => {
    keep({ customer_id: "42", removed: "x", utm_source: 7 });
    expect(findHiddenValues(FORM, "")).toEqual({ customer_id: "42" });
    expect(findHiddenValues(FORM, "?utm_source=ads")).toEqual({ utm_source: "ads" });
  });
});
