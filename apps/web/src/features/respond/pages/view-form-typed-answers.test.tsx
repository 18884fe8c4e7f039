import type { PublicForm } from "@formloom/shared";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { makePublicForm, makeQuestion } from "../testing/render-question";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f2";
const id = (n: number) => `0193a000-0000-7000-8000-00000000001${n}`;

const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Trip planner",
  description: "",
  version: 1,
  questions: [
    makeQuestion({
      _id: id(1),
      questionType: "dropdown",
      questionText: "Fruit",
      options: ["Fig", "Kiwi"],
    }),
    makeQuestion({ _id: id(2), questionType: "email", questionText: "Email" }),
    makeQuestion({ _id: id(3), questionType: "number", questionText: "Guests" }),
    makeQuestion({ _id: id(4), questionType: "date", questionText: "Arrival" }),
    makeQuestion({
      _id: id(5),
      questionType: "linearScale",
      questionText: "Recommend",
      scaleMin: 0,
      scaleMax: 10,
    }),
    makeQuestion({
      _id: id(6),
      questionType: "matrix",
      questionText: "Parts",
      rows: ["Food", "Service"],
      options: ["Poor", "Great"],
    }),
    makeQuestion({
      _id: id(7),
      questionType: "ranking",
      questionText: "Seasons",
      required: true,
      options: ["Spring", "Summer", "Autumn"],
    }),
  ],
});

const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;

async function openForm() {
  const api = mockApi({ [VIEW]: ok(FORM), [SUBMIT]: ok({ _id: id(9) }, "Response saved", 201) });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  return { ...view, api };
}

describe("ViewFormPage with the typed questions", () => {
  it("sends each answer in its shape: numbers as numbers, a grid by row, a ranking in order", async () => {
    const { main, user, api } = await openForm();
    await user.selectOptions(main.getByRole("combobox", { name: "Fruit" }), "Kiwi");
    await user.type(main.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.type(main.getByRole("spinbutton", { name: "Guests" }), "0");
    fireEvent.change(main.getByLabelText("Arrival"), { target: { value: "2030-06-15" } });
    await user.click(main.getByRole("radio", { name: "7" }));
    const service = main.getByRole("radiogroup", { name: "Service" });
    await user.click(within(service).getByRole("radio", { name: "Great" }));
    await user.click(main.getByRole("button", { name: "Move Spring down" }));
    await user.click(main.getByRole("button", { name: "Submit" }));

    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({
      completionSeconds: expect.any(Number),
      language: "en",
      answers: [
        { questionId: id(1), answer: "Kiwi" },
        { questionId: id(2), answer: "ada@example.com" },
        { questionId: id(3), answer: 0 },
        { questionId: id(4), answer: "2030-06-15" },
        { questionId: id(5), answer: 7 },
        { questionId: id(6), answer: ["", "Great"] },
        { questionId: id(7), answer: ["Summer", "Spring", "Autumn"] },
      ],
    });
  });

  it("leaves out what was not answered, and stops on a required ranking never touched", async () => {
    const { main, user, api } = await openForm();
    await user.click(main.getByRole("button", { name: "Submit" }));
    const seasons = main.getByRole("group", { name: /Seasons/ });
    expect(within(seasons).getByText("Please answer all required questions")).toBeVisible();
    expect(within(seasons).getByRole("button", { name: "Drag to reorder Spring" })).toHaveFocus();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);

    await user.click(within(seasons).getByRole("button", { name: "Keep this order" }));
    await user.click(main.getByRole("button", { name: "Submit" }));
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({
      completionSeconds: expect.any(Number),
      language: "en",
      answers: [{ questionId: id(7), answer: ["Spring", "Summer", "Autumn"] }],
    });
  });
});
