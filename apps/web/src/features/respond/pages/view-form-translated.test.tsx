import type { PublicForm } from "@formloom/shared";
import { optionTextKey, questionTextKey, rowTextKey } from "@formloom/shared/form-texts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { makePublicForm, makeQuestion, makeSection } from "../testing/render-question";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f7";
const id = (n: number) => `0193a000-0000-7000-8000-00000000007${n}`;
const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;

const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Team lunch",
  description: "Tell us what you like",
  questions: [
    makeQuestion({
      _id: id(1),
      questionType: "multipleChoice",
      questionText: "Which day?",
      required: true,
      options: ["Monday", "Friday"],
    }),
    makeQuestion({
      _id: id(2),
      questionType: "checkbox",
      questionText: "Which dishes?",
      options: ["Soup", "Salad"],
    }),
    makeSection({ _id: id(3), questionText: "Your rating", description: "Be honest" }),
    makeQuestion({
      _id: id(4),
      questionType: "matrix",
      questionText: "Rate the food",
      rows: ["Taste", "Price"],
      options: ["Good", "Bad"],
    }),
  ],
  settings: {
    ...makePublicForm().settings,
    language: "en",
    languages: ["de"],
    confirmationMessage: "See you there!",
  },
  translations: {
    de: {
      title: "Teamessen",
      description: "Sagen Sie uns, was Sie mögen",
      [questionTextKey(id(1), "questionText")]: "Welcher Tag?",
      [optionTextKey(id(1), "Monday")]: "Montag",
      [optionTextKey(id(1), "Friday")]: "Freitag",
      [questionTextKey(id(2), "questionText")]: "Welche Gerichte?",
      [optionTextKey(id(2), "Soup")]: "Suppe",
      // "Salad" is left untranslated: the page shows the default text for it.
      [questionTextKey(id(3), "questionText")]: "Ihre Bewertung",
      [questionTextKey(id(3), "description")]: "Seien Sie ehrlich",
      [questionTextKey(id(4), "questionText")]: "Bewerten Sie das Essen",
      [rowTextKey(id(4), "Taste")]: "Geschmack",
      [rowTextKey(id(4), "Price")]: "Preis",
      [optionTextKey(id(4), "Good")]: "Gut",
      [optionTextKey(id(4), "Bad")]: "Schlecht",
      confirmationMessage: "Bis bald!",
    },
  },
});

async function openInGerman() {
  localStorage.setItem("formloom:language", "de");
  const api = mockApi({ [VIEW]: ok(FORM), [SUBMIT]: ok({ _id: id(9), result: null }, "", 201) });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  await view.main.findByRole("heading", { level: 1, name: "Teamessen" });
  return { ...view, api };
}

afterEach(() => localStorage.clear());

describe("a form answered in one of its added languages", () => {
  it("reads in the language and stores the default-language answers", async () => {
    const { main, user, api } = await openInGerman();
    expect(main.getByText("Sagen Sie uns, was Sie mögen")).toBeVisible();
    expect(main.getByRole("group", { name: /Welcher Tag\?/ })).toBeVisible();
    await user.click(main.getByRole("radio", { name: "Freitag" }));
    await user.click(main.getByRole("checkbox", { name: "Suppe" }));
    await user.click(main.getByRole("checkbox", { name: "Salad" }));
    await user.click(main.getByRole("button", { name: "Weiter" }));

    expect(await main.findByRole("heading", { name: "Ihre Bewertung" })).toBeVisible();
    expect(main.getByText("Seien Sie ehrlich")).toBeVisible();
    const taste = within(main.getByRole("radiogroup", { name: "Geschmack" }));
    await user.click(taste.getByRole("radio", { name: "Gut" }));
    await user.click(main.getByRole("button", { name: "Senden" }));

    expect(await screen.findByText("Bis bald!")).toBeVisible();
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({
      completionSeconds: expect.any(Number),
      language: "de",
      answers: [
        { questionId: id(1), answer: "Friday" },
        { questionId: id(2), answer: ["Soup", "Salad"] },
        { questionId: id(4), answer: ["Good", ""] },
      ],
    });
  });

  it("switches to the default language from the menu and keeps what was answered", async () => {
    const { main, user } = await openInGerman();
    await user.click(main.getByRole("radio", { name: "Montag" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Sprache" }), "en");

    expect(await main.findByRole("heading", { level: 1, name: "Team lunch" })).toBeVisible();
    expect(main.getByRole("radio", { name: "Monday" })).toBeChecked();
    expect(main.getByRole("checkbox", { name: "Soup" })).not.toBeChecked();
  });
});
