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
  it("reads 403 as closed, the already-responded 409 and a sign-in 401; other failures are the form's", () => {
    expect(findSubmitBlock(FORM, new ApiError(403, "Gone."))).toEqual({
      kind: "closed",
      message: "Gone.",
    });
    expect(findSubmitBlock(FORM, new ApiError(409, "You have already responded"))).toEqual({
      kind: "alreadyResponded",
    });
    expect(findSubmitBlock(FORM, new ApiError(409, "That file was already used"))).toBeNull();
    expect(findSubmitBlock(ONE_EACH, new ApiError(401, "Sign in"))).toEqual({
      kind: "signInRequired",
    });
    expect(findSubmitBlock(FORM, new ApiError(401, "Your session has expired"))).toBeNull();
    expect(findSubmitBlock(FORM, new ApiError(400, "Invalid"))).toBeNull();
    expect(findSubmitBlock(FORM, new Error("offline"))).toBeNull();
  });
});
