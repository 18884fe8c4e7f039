import type { PublicForm } from "@formloom/shared";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { makePublicForm, makeQuestion, makeSection } from "../testing/render-question";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f3";
const id = (n: number) => `0193a000-0000-7000-8000-00000000002${n}`;
const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;
const FUNNEL = `POST /api/forms/${FORM_ID}/funnel-events`;

const hasPet = {
  match: "all" as const,
  conditions: [{ questionId: id(1), operator: "equals" as const, value: "Yes" }],
};

// Page 1: the pet question, and the pet's name when there is one. Page 2 only for pet owners.
const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Pet survey",
  questions: [
    makeQuestion({
      _id: id(1),
      questionType: "multipleChoice",
      questionText: "Do you have a pet?",
      required: true,
      options: ["Yes", "No"],
    }),
    makeQuestion({ _id: id(2), questionText: "Pet's name", required: true, logic: hasPet }),
    makeSection({
      _id: id(3),
      questionText: "About your pet",
      description: "Tell us more.\nAll optional.",
      logic: hasPet,
    }),
    makeQuestion({ _id: id(4), questionText: "Favourite toy" }),
    makeSection({ _id: id(5), questionText: "About you" }),
    makeQuestion({ _id: id(6), questionType: "email", questionText: "Your email", required: true }),
  ],
});

async function openForm(form: PublicForm = FORM) {
  const api = mockApi({
    [VIEW]: ok(form),
    [SUBMIT]: ok({ _id: id(9), result: null }, "Saved", 201),
  });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  return { ...view, api };
}

const progress = () => screen.getByRole("progressbar", { name: /^Page \d of \d$/ });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ViewFormPage with pages and logic", () => {
  it("counts only the pages the answers show, and shows questions as their conditions hold", async () => {
    const { main, user } = await openForm();
    expect(main.getByText("Page 1 of 2")).toBeVisible();
    expect(progress()).toHaveAttribute("aria-valuenow", "1");
    expect(progress()).toHaveAttribute("aria-valuemax", "2");
    expect(main.queryByRole("textbox", { name: /Pet's name/ })).toBeNull();
    expect(main.queryByRole("button", { name: "Back" })).toBeNull();
    expect(main.queryByRole("button", { name: "Submit" })).toBeNull();

    await user.click(main.getByRole("radio", { name: "Yes" }));
    expect(main.getByRole("textbox", { name: /Pet's name/ })).toBeVisible();
    expect(main.getByText("Page 1 of 3")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent(
      "New question: Pet's name. This form now has 3 pages.",
    );

    await user.click(main.getByRole("radio", { name: "No" }));
    expect(main.queryByRole("textbox", { name: /Pet's name/ })).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Question removed: Pet's name.");
  });

  it("keeps Next from leaving a page with errors and focuses the first one", async () => {
    const { main, user, api } = await openForm();
    await user.click(main.getByRole("button", { name: "Next" }));
    expect(main.getByRole("radio", { name: "Yes" })).toHaveFocus();
    expect(main.getByText("Page 1 of 2")).toBeVisible();
    expect(main.getByRole("button", { name: "Next" })).toHaveAttribute("aria-disabled", "true");

    await user.click(main.getByRole("radio", { name: "Yes" }));
    await user.click(main.getByRole("button", { name: "Next" }));
    const petName = main.getByRole("textbox", { name: /Pet's name/ });
    expect(petName).toHaveFocus();
    expect(petName).toHaveAttribute("aria-invalid", "true");
    expect(main.getByText("Page 1 of 3")).toBeVisible();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it("opens each page with its section's title and description, and goes back with the answers kept", async () => {
    const { main, user } = await openForm();
    await user.click(main.getByRole("radio", { name: "Yes" }));
    await user.type(main.getByRole("textbox", { name: /Pet's name/ }), "Rex");
    await user.click(main.getByRole("button", { name: "Next" }));

    expect(main.getByRole("heading", { level: 2, name: "About your pet" })).toBeVisible();
    expect(main.getByText(/Tell us more\./).textContent).toBe("Tell us more.\nAll optional.");
    expect(main.getByText("Page 2 of 3")).toHaveFocus();
    expect(progress()).toHaveAttribute("aria-valuenow", "2");
    expect(main.getByRole("textbox", { name: "Favourite toy" })).toBeVisible();
    expect(main.queryByRole("radio", { name: "Yes" })).toBeNull();

    await user.click(main.getByRole("button", { name: "Back" }));
    expect(main.getByText("Page 1 of 3")).toHaveFocus();
    expect(main.getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(main.getByRole("textbox", { name: /Pet's name/ })).toHaveValue("Rex");
  });

  it("skips a hidden page both ways and submits no answer to a hidden question", async () => {
    const { main, user, api } = await openForm();
    await user.click(main.getByRole("radio", { name: "Yes" }));
    await user.type(main.getByRole("textbox", { name: /Pet's name/ }), "Rex");
    await user.click(main.getByRole("radio", { name: "No" }));
    await user.click(main.getByRole("button", { name: "Next" }));

    expect(main.getByRole("heading", { level: 2, name: "About you" })).toBeVisible();
    expect(main.getByText("Page 2 of 2")).toBeVisible();
    await user.click(main.getByRole("button", { name: "Back" }));
    expect(main.getByText("Page 1 of 2")).toBeVisible();
    await user.click(main.getByRole("button", { name: "Next" }));

    await user.type(main.getByRole("textbox", { name: /Your email/ }), "ada@example.org{Enter}");
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(api.callsTo(SUBMIT)[0]?.body).toEqual({
      completionSeconds: expect.any(Number),
      language: "en",
      answers: [
        { questionId: id(1), answer: "No" },
        { questionId: id(6), answer: "ada@example.org" },
      ],
    });
    // The funnel counts the visit by the version's pages: the hidden page 2 was never reached.
    expect(api.callsTo(FUNNEL).map((call) => call.body)).toEqual([
      { event: "view", version: 1 },
      { event: "start", version: 1 },
      { event: "page", version: 1, page: 3 },
    ]);
  });

  it("goes on with Enter in a field, as Next does", async () => {
    const { main, user } = await openForm();
    await user.click(main.getByRole("radio", { name: "Yes" }));
    await user.type(main.getByRole("textbox", { name: /Pet's name/ }), "Rex{Enter}");
    expect(main.getByRole("heading", { level: 2, name: "About your pet" })).toBeVisible();
  });

  it("leaves a form without sections as one page, without progress, Back or Next", async () => {
    const { main } = await openForm(
      makePublicForm({
        _id: FORM_ID,
        title: "One page",
        questions: [makeQuestion({ _id: id(1), questionText: "Name" })],
      }),
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(main.queryByText(/^Page \d of \d$/)).toBeNull();
    expect(main.queryByRole("button", { name: "Next" })).toBeNull();
    expect(main.getByRole("button", { name: "Submit" })).toBeVisible();
  });

  it("shuffles each page's questions once per visit, and keeps the order while they answer", async () => {
    const random = vi.spyOn(Math, "random").mockReturnValue(0);
    const questions = ["Alpha", "Beta", "Gamma"].map((text, index) =>
      makeQuestion({ _id: id(index + 1), questionText: text }),
    );
    const { main, user } = await openForm(
      makePublicForm({
        _id: FORM_ID,
        title: "Shuffled",
        settings: { ...FORM.settings, shuffleQuestions: true },
        questions: [
          ...questions,
          makeSection({ _id: id(5), questionText: "Second page" }),
          makeQuestion({ _id: id(6), questionText: "Delta" }),
        ],
      }),
    );
    const order = () =>
      within(main.getByRole("list", { name: "Questions" }))
        .getAllByRole("textbox")
        .map((box) => box.getAttribute("id"));
    // Fisher–Yates drawing 0 every time turns [A, B, G] into [B, G, A].
    const shuffled = [id(2), id(3), id(1)].map((questionId) => `q-${questionId}-control`);
    expect(order()).toEqual(shuffled);
    const calls = random.mock.calls.length;

    await user.type(main.getByRole("textbox", { name: "Alpha" }), "a");
    await user.click(main.getByRole("button", { name: "Next" }));
    expect(main.getByRole("heading", { level: 2, name: "Second page" })).toBeVisible();
    await user.click(main.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(order()).toEqual(shuffled));
    expect(random.mock.calls.length).toBe(calls);
  });
});
