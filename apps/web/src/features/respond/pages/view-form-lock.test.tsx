import type { PublicForm } from "@formloom/shared";
import { FORM_UNLOCK_HEADER } from "@formloom/shared/form-password-rules";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, failWith, mockApi, ok } from "@/test/mock-api";
import { openRoute } from "@/test/open-route";
import { makePublicForm, makeQuestion } from "../testing/render-question";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f7";
const VIEW = `GET /api/forms/${FORM_ID}/view`;
const UNLOCK = `POST /api/forms/${FORM_ID}/unlock`;
const SUBMIT = `POST /api/responses/${FORM_ID}`;
const TOKEN = "1.1800000000000.signature";

const FORM: PublicForm = makePublicForm({
  _id: FORM_ID,
  title: "Members' ballot",
  questions: [makeQuestion({ questionText: "Your name", required: true })],
});

const LOCKED = failWith("FORM_PASSWORD_REQUIRED", "This form asks for a password before it opens");
/** The form for a call carrying the token the unlock gave; the lock for any other. */
const viewWithToken = (call: ApiCall) =>
  call.headers.get(FORM_UNLOCK_HEADER) === TOKEN ? ok(FORM) : LOCKED;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("ViewFormPage for a password-protected form", () => {
  it("asks for the password, says when it is wrong, then opens the form and sends the token", async () => {
    const api = mockApi({
      [VIEW]: viewWithToken,
      [UNLOCK]: (call) =>
        (call.body as { password: string }).password === "right one"
          ? ok({ token: TOKEN, expiresAt: "2030-01-01T00:00:00.000Z" })
          : failWith("FORM_PASSWORD_WRONG", "That password is not right. Check it and try again."),
      [SUBMIT]: ok({ _id: FORM_ID, result: null }, "Response saved", 201),
    });
    const { main, user } = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });

    expect(await main.findByRole("heading", { name: "This form is protected" })).toBeVisible();
    expect(main.queryByText("Members' ballot")).toBeNull();
    const field = main.getByLabelText("Password");
    expect(field).toHaveFocus();

    await user.keyboard("{Enter}");
    expect(await main.findByRole("alert")).toHaveTextContent("Enter the password");
    await user.type(field, "wrong one{Enter}");
    expect(await main.findByRole("alert")).toHaveTextContent("That password is not right.");

    await user.clear(field);
    await user.type(field, "right one{Enter}");
    expect(await main.findByRole("heading", { level: 1, name: "Members' ballot" })).toBeVisible();
    expect(sessionStorage.getItem(`formloom:unlock:${FORM_ID}`)).toBe(TOKEN);

    await user.type(main.getByRole("textbox", { name: /Your name/ }), "Ada");
    await user.click(main.getByRole("button", { name: "Submit" }));
    await screen.findByText(/Response saved|Thank you/);
    expect(api.callsTo(SUBMIT)[0]?.headers.get(FORM_UNLOCK_HEADER)).toBe(TOKEN);
  });

  it("opens at once after a reload with the token this tab kept", async () => {
    sessionStorage.setItem(`formloom:unlock:${FORM_ID}`, TOKEN);
    mockApi({ [VIEW]: viewWithToken });
    const { main } = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
    expect(await main.findByRole("heading", { level: 1, name: "Members' ballot" })).toBeVisible();
  });

  it("asks again, forgetting the kept token, once the server no longer takes it", async () => {
    sessionStorage.setItem(`formloom:unlock:${FORM_ID}`, "0.1.stale");
    mockApi({ [VIEW]: LOCKED });
    const { main } = await openRoute(`/forms/${FORM_ID}/view`, { applyAccept: false });
    expect(await main.findByRole("heading", { name: "This form is protected" })).toBeVisible();
    expect(sessionStorage.getItem(`formloom:unlock:${FORM_ID}`)).toBeNull();
  });
});
