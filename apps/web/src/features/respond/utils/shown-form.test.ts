import {
  endingTextKey,
  optionTextKey,
  questionTextKey,
  rowTextKey,
} from "@formloom/shared/form-texts";
import { describe, expect, it } from "vitest";
import { makePublicForm, makeQuestion } from "../testing/render-question";
import { formInLanguage, optionLabelOf, titleInLanguage } from "./shown-form";

const QUESTION_ID = "0193a000-0000-7000-8000-000000000081";
const FORM = makePublicForm({
  title: "Survey",
  questions: [
    makeQuestion({
      _id: QUESTION_ID,
      questionType: "matrix",
      questionText: "Rate us",
      rows: ["Food", "Service"],
      options: ["Good", "Bad"],
    }),
  ],
  settings: {
    ...makePublicForm().settings,
    language: "en",
    languages: ["fr"],
    calculations: {
      variables: [],
      rules: [],
      endings: [
        { message: "See you", redirectUrl: null, logic: { match: "all", conditions: [] } },
        { message: "Goodbye", redirectUrl: null, logic: { match: "all", conditions: [] } },
      ],
    },
  },
  status: { isOpen: false, closedMessage: "We are full.", alreadyResponded: false },
  translations: {
    fr: {
      title: "Enquête",
      [questionTextKey(QUESTION_ID, "questionText")]: "Notez-nous",
      [rowTextKey(QUESTION_ID, "Food")]: "Cuisine",
      [optionTextKey(QUESTION_ID, "Good")]: "Bon",
      closedMessage: "Nous sommes complets.",
      [endingTextKey(1)]: "Au revoir",
    },
  },
});

describe("formInLanguage", () => {
  it("reads each translated text, and the default text where a translation is missing", () => {
    const shown = formInLanguage(FORM, "fr");
    expect(shown.title).toBe("Enquête");
    expect(shown.status.closedMessage).toBe("Nous sommes complets.");
    expect(shown.settings.calculations.endings.map(({ message }) => message)).toEqual([
      "See you",
      "Au revoir",
    ]);
    const [grid] = shown.questions;
    expect(grid?.questionText).toBe("Notez-nous");
    expect(grid?.rows).toEqual(["Cuisine", "Service"]);
    // Options keep their values: answers and logic speak the default language.
    expect(grid?.options).toEqual(["Good", "Bad"]);
    expect(grid && ["Good", "Bad"].map((option) => optionLabelOf(grid, option))).toEqual([
      "Bon",
      "Bad",
    ]);
  });

  it("leaves the form as it is in its default language or a language without translations", () => {
    expect(formInLanguage(FORM, "en")).toBe(FORM);
    expect(formInLanguage(FORM, "de")).toBe(FORM);
  });
});

describe("titleInLanguage", () => {
  it("names the form in the respondent's language (the logo's alt text reads it)", () => {
    expect(titleInLanguage(FORM, "fr")).toBe("Enquête");
    expect(titleInLanguage(FORM, "en")).toBe("Survey");
    expect(titleInLanguage(FORM, "de")).toBe("Survey");
  });
});
