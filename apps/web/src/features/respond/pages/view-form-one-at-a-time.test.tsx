import type { PublicForm } from "@formloom/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { makePublicForm, makeQuestion, makeSection } from "../testing/render-question";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f4";
const id = (n: number) => `0193a000-0000-7000-8000-00000000008${n}`;
const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;

const hasPet = {
  match: "all" as const,
  conditions: [{ questionId: id(1), operator: "equals" as const, value: "Yes" }],
};

const base = makePublicForm();
const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Pet survey",
  settings: { ...base.settings, layout: "oneAtATime" },
  questions: [
    makeQuestion({
      _id: id(1),
      questionType: "multipleChoice",
      questionText: "Do you have a pet?",
      required: true,
      options: ["Yes", "No"],
    }),
    makeQuestion({ _id: id(2), questionText: "Pet's name", required: true, logic: hasPet }),
    makeSection({ _id: id(3), questionText: "About you" }),
    makeQuestion({ _id: id(4), questionType: "paragraph", questionText: "Anything else?" }),
  ],
});

async function openForm() {
  const api = mockApi({
    [VIEW]: ok(FORM),
    [SUBMIT]: ok({ _id: id(9), result: null }, "Saved", 201),
  });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  await screen.findByRole("progressbar");
  return { ...view, api };
}

const progress = () => screen.getByRole("progressbar");

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ViewFormPage one question at a time", () => {
  it("holds a question with an error, picks an option by its letter and goes on with Enter", async () => {
    const { main, user, api } = await openForm();
    expect(main.queryByRole("textbox")).toBeNull();
    expect(main.queryByRole("button", { name: "Back" })).toBeNull();

    await user.click(main.getByRole("button", { name: "Next" }));
    expect(progress()).toHaveAccessibleName("Question 1 of 2");
    expect(main.getByRole("radio", { name: /Yes/ })).toHaveFocus();
    expect(main.getAllByText("Please answer all required questions")[0]).toBeVisible();

    await user.keyboard("a");
    expect(main.getByRole("radio", { name: /Yes/ })).toBeChecked();
    expect(progress()).toHaveAccessibleName("Question 1 of 3");
    await user.keyboard("{Enter}");
    const petName = main.getByRole("textbox", { name: /Pet's name/ });
    expect(petName).toHaveFocus();
    expect(main.queryByRole("radio", { name: /Yes/ })).toBeNull();
    // Letters typed into a field are words, not shortcuts.
    await user.keyboard("Rab{Enter}");
    expect(petName).not.toBeInTheDocument();
    expect(main.getByRole("heading", { level: 2, name: "About you" })).toBeVisible();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it("skips a question the logic hides, and goes back with the answers kept", async () => {
    const { main, user } = await openForm();
    await user.click(main.getByRole("radio", { name: /No/ }));
    await user.click(main.getByRole("button", { name: "Next" }));
    expect(progress()).toHaveAccessibleName("Question 2 of 2");
    const other = main.getByRole("textbox", { name: "Anything else?" });
    expect(other).toHaveFocus();

    // Shift+Enter writes a new line; Enter alone would submit on the last screen.
    await user.type(other, "Line one{Shift>}{Enter}{/Shift}Line two");
    await user.click(main.getByRole("button", { name: "Back" }));
    expect(main.getByRole("radio", { name: /No/ })).toBeChecked();
    expect(main.getByRole("radio", { name: /No/ })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(main.getByRole("textbox", { name: "Anything else?" })).toHaveValue("Line one\nLine two");
  });

  it("submits the answers the respondent sees through the same path as pages", async () => {
    const { main, user, api } = await openForm();
    await user.click(main.getByRole("radio", { name: /No/ }));
    await user.keyboard("{Enter}");
    await user.type(main.getByRole("textbox", { name: "Anything else?" }), "Bye{Enter}");
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({
      completionSeconds: expect.any(Number),
      language: "en",
      answers: [
        { questionId: id(1), answer: "No" },
        { questionId: id(4), answer: "Bye" },
      ],
    });
  });

  it("offers Continue later on a form that keeps unfinished answers, and keeps them", async () => {
    const PARTIAL = `POST /api/responses/${FORM_ID}/partial`;
    const token = "A".repeat(43);
    const api = mockApi({
      [VIEW]: ok({ ...FORM, settings: { ...FORM.settings, keepUnfinished: true } }),
      [PARTIAL]: ok({ _id: id(9), resumeToken: token, expiresAt: "2026-12-27T00:00:00.000Z" }),
    });
    const { main, user } = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
    await user.click(await main.findByRole("radio", { name: /No/ }));
    await user.click(await main.findByRole("button", { name: "Continue later" }));

    const link = await main.findByRole("textbox", { name: "Link to continue" });
    expect(link).toHaveValue(`${window.location.origin}/forms/${FORM_ID}/view#resume=${token}`);
    expect(api.callsTo(PARTIAL).at(-1)?.body).toMatchObject({
      answers: [{ questionId: id(1), answer: "No" }],
    });
  });
});
