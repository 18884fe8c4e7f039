import type { PublicForm } from "@formloom/shared";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { storeUserSession, USER_DATA } from "@/test/session-fixtures";
import { makePublicForm, makeQuestion } from "../testing/render-question";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f4";
const VIEW = `GET /api/forms/${FORM_ID}/view`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;
const SIGN_IN_HREF = `/login?from=${encodeURIComponent(`/forms/${FORM_ID}/view`)}`;

const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Trip sign-up",
  questions: [makeQuestion({ questionText: "Your name", required: true })],
});
const onePerUser = (form: PublicForm = FORM): PublicForm => ({
  ...form,
  settings: { ...form.settings, onePerUser: true },
});

async function openForm(form: PublicForm, handlers = {}) {
  const api = mockApi({ [VIEW]: ok(form), "GET /api/users/me": ok(USER_DATA.user), ...handlers });
  const view = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
  return { ...view, api };
}

async function answerAndSubmit(view: Awaited<ReturnType<typeof openForm>>) {
  await view.user.type(view.main.getByRole("textbox", { name: /Your name/ }), "Ada");
  await view.user.click(view.main.getByRole("button", { name: "Submit" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ViewFormPage when the form is closed", () => {
  it("shows the closed message, line breaks kept, instead of the questions", async () => {
    const { main } = await openForm({
      ...FORM,
      status: {
        isOpen: false,
        closedMessage: "Sign-ups are over.\nSee you next year!",
        alreadyResponded: false,
      },
    });
    expect(main.getByRole("heading", { level: 1, name: "Trip sign-up" })).toBeVisible();
    const message = main.getByText(/Sign-ups are over\./);
    expect(message.textContent).toBe("Sign-ups are over.\nSee you next year!");
    expect(message).toHaveClass("whitespace-pre-line");
    expect(main.queryByRole("textbox")).toBeNull();
    expect(main.queryByRole("button", { name: "Submit" })).toBeNull();
  });

  it("shows the server's closed message when the form closes before the response arrives", async () => {
    const view = await openForm(FORM, {
      [SUBMIT]: failWith("FORM_CLOSED", "The form closed at noon.\nThank you for your interest."),
    });
    await answerAndSubmit(view);
    const message = await view.main.findByText(/The form closed at noon\./);
    expect(message.textContent).toBe("The form closed at noon.\nThank you for your interest.");
    expect(view.main.queryByRole("textbox")).toBeNull();
  });
});

describe("ViewFormPage for a form that takes one response per person", () => {
  it("asks a guest to sign in, with a link that comes back to the form", async () => {
    const { main } = await openForm(onePerUser());
    expect(main.getByText("Please sign in to respond to this form")).toBeVisible();
    expect(main.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", SIGN_IN_HREF);
    expect(main.queryByRole("textbox")).toBeNull();
  });

  it("lets a signed-in respondent answer, and offers no second response afterwards", async () => {
    storeUserSession();
    const view = await openForm(onePerUser(), {
      [SUBMIT]: ok({ _id: FORM_ID, result: null }, "Response saved", 201),
    });
    await answerAndSubmit(view);
    expect(await screen.findByRole("heading", { name: "Thank You!" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Submit another response" })).toBeNull();
  });

  it("says 'You have already responded' before they start", async () => {
    storeUserSession();
    const { main } = await openForm({
      ...onePerUser(),
      status: { isOpen: true, closedMessage: "", alreadyResponded: true },
    });
    expect(main.getByText("You have already responded")).toBeVisible();
    expect(main.queryByRole("textbox")).toBeNull();
    expect(main.getByRole("link", { name: "See your results" })).toHaveAttribute(
      "href",
      `/quizzes/${FORM_ID}/results`,
    );
  });

  it("says 'You have already responded' when the server refuses a second response", async () => {
    storeUserSession();
    const view = await openForm(onePerUser(), {
      [SUBMIT]: failWith("ALREADY_RESPONDED", "You have already responded"),
    });
    await answerAndSubmit(view);
    expect(await view.main.findByText("You have already responded")).toBeVisible();
    expect(view.main.queryByRole("textbox")).toBeNull();
  });

  it("asks a guest to sign in when the server wants it for the response", async () => {
    // The page loaded before the owner asked for one response per person.
    const view = await openForm(FORM, {
      [SUBMIT]: failWith("SIGN_IN_REQUIRED", "Please sign in to respond to this form"),
    });
    await answerAndSubmit(view);
    expect(await view.main.findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      SIGN_IN_HREF,
    );
    expect(view.main.queryByRole("textbox")).toBeNull();
  });
});
