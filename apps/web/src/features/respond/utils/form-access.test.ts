import { DEFAULT_CLOSED_MESSAGE } from "@formloom/shared/constants";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { makePublicForm } from "../testing/render-question";
import { findFormBlock, findSubmitBlock } from "./form-access";

const FORM = makePublicForm();
const ONE_EACH = makePublicForm({ settings: { ...FORM.settings, onePerUser: true } });

describe("findFormBlock", () => {
  it("puts a closed form first, then an answered one, then a guest on a one-per-person form", () => {
    const closed = makePublicForm({
      settings: ONE_EACH.settings,
      status: { isOpen: false, closedMessage: "Closed.", alreadyResponded: true },
    });
    expect(findFormBlock(closed, false)).toEqual({ kind: "closed", message: "Closed." });
    const answered = { ...ONE_EACH, status: { ...FORM.status, alreadyResponded: true } };
    expect(findFormBlock(answered, true)).toEqual({ kind: "alreadyResponded" });
    expect(findFormBlock(ONE_EACH, false)).toEqual({ kind: "signInRequired" });
    expect(findFormBlock(ONE_EACH, true)).toBeNull();
    expect(findFormBlock(FORM, false)).toBeNull();
  });
});

describe("findSubmitBlock", () => {
  it("reads the closed, already-responded and sign-in codes; other failures are the form's", () => {
    expect(findSubmitBlock(FORM, new ApiError(403, "Gone.", {}, "FORM_CLOSED"))).toEqual({
      kind: "closed",
      message: "Gone.",
    });
    const answered = new ApiError(409, "You have already responded", {}, "ALREADY_RESPONDED");
    expect(findSubmitBlock(FORM, answered)).toEqual({ kind: "alreadyResponded" });
    const fileTaken = new ApiError(409, "That file was already used", {}, "FILE_ALREADY_USED");
    expect(findSubmitBlock(FORM, fileTaken)).toBeNull();
    const deactivated = new ApiError(403, "Account deactivated", {}, "ACCOUNT_DEACTIVATED");
    expect(findSubmitBlock(FORM, deactivated)).toBeNull();
    // The owner asked for one response per person after this page loaded.
    const signIn = new ApiError(401, "Please sign in", {}, "SIGN_IN_REQUIRED");
    expect(findSubmitBlock(FORM, signIn)).toEqual({ kind: "signInRequired" });
    const expired = new ApiError(401, "Your session has expired", {}, "SESSION_INVALID");
    expect(findSubmitBlock(ONE_EACH, expired)).toEqual({ kind: "signInRequired" });
    expect(findSubmitBlock(FORM, expired)).toBeNull();
    expect(findSubmitBlock(FORM, new ApiError(400, "Invalid", {}, "INVALID_ANSWERS"))).toBeNull();
    expect(findSubmitBlock(FORM, new Error("offline"))).toBeNull();
  });
});

describe("findSubmitBlock's closed message", () => {
  const closedBy = (message: string) => new ApiError(403, message, {}, "FORM_CLOSED");
  const loadedWith = (closedMessage: string) =>
    makePublicForm({ status: { ...FORM.status, closedMessage } });

  it("words the default itself and shows the owner's message in the language the page loaded", () => {
    expect(findSubmitBlock(FORM, closedBy(DEFAULT_CLOSED_MESSAGE))).toEqual({
      kind: "closed",
      message: "",
    });
    expect(
      findSubmitBlock(loadedWith("Anmeldung geschlossen."), closedBy("Sign-up closed.")),
    ).toEqual({ kind: "closed", message: "Anmeldung geschlossen." });
  });

  it("shows the server's message when the page loaded only the default", () => {
    expect(
      findSubmitBlock(loadedWith(DEFAULT_CLOSED_MESSAGE), closedBy("Sign-up closed.")),
    ).toEqual({ kind: "closed", message: "Sign-up closed." });
  });
});
