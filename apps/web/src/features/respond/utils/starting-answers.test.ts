import { afterEach, describe, expect, it } from "vitest";
import { makeQuestion, makeSection } from "../testing/render-question";
import { loadPhonePrefill, prefillsPhone } from "./phone-prefill";
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

describe("a link that prefills a phone or a consent", () => {
  const PHONE_FORM = {
    ...FORM,
    questions: [
      makeQuestion({ _id: id(5), questionType: "phone", validations: { defaultCountry: "FR" } }),
      makeQuestion({ _id: id(6), questionType: "consent", description: "I accept." }),
    ],
  };
  const phoneLink = `?prefill.${id(5)}=06%2012%2034%2056%2078&prefill.${id(6)}=I%20accept.`;

  it("loads the phone reader only for a link that prefills a phone question", () => {
    expect(prefillsPhone(PHONE_FORM, phoneLink)).toBe(true);
    expect(prefillsPhone(PHONE_FORM, `?prefill.${id(6)}=I%20accept.`)).toBe(false);
    expect(prefillsPhone(FORM, link)).toBe(false);
  });

  it("starts with the number in E.164 in the question's country, and the consent unticked", async () => {
    await loadPhonePrefill(PHONE_FORM, phoneLink);
    const { state } = findStartingAnswers(PHONE_FORM, phoneLink);
    expect(state?.values).toEqual({ [id(5)]: "+33612345678" });
  });

  it("leaves out a number no country gives out", async () => {
    await loadPhonePrefill(PHONE_FORM, phoneLink);
    expect(findStartingAnswers(PHONE_FORM, `?prefill.${id(5)}=12`).state).toBeNull();
  });
});
