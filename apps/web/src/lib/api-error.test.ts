import { describe, expect, it } from "vitest";
import { ApiError, hasErrorCode, MALFORMED_ADDRESS_CODES, SESSION_ENDED_CODES } from "./api-error";

describe("hasErrorCode", () => {
  it("matches an ApiError by any of the codes asked for, never by its status", () => {
    const notFound = new ApiError(404, "Form not found", {}, "FORM_NOT_FOUND");
    expect(hasErrorCode(notFound, "FORM_NOT_FOUND")).toBe(true);
    expect(hasErrorCode(notFound, "QUIZ_NOT_FOUND", "FORM_NOT_FOUND")).toBe(true);
    expect(hasErrorCode(notFound, "VERSION_NOT_FOUND")).toBe(false);
    expect(hasErrorCode(new ApiError(404, "Not found"), "FORM_NOT_FOUND")).toBe(false);
    expect(hasErrorCode(new ApiError(0, "Unreachable"), "DATABASE_UNAVAILABLE")).toBe(false);
    expect(hasErrorCode(new Error("FORM_NOT_FOUND"), "FORM_NOT_FOUND")).toBe(false);
    expect(hasErrorCode(null, "FORM_NOT_FOUND")).toBe(false);
  });

  it("reads an ended session and a refused address from their codes", () => {
    const expired = new ApiError(401, "Your session has expired", {}, "SESSION_INVALID");
    expect(hasErrorCode(expired, ...SESSION_ENDED_CODES)).toBe(true);
    const wrongPassword = new ApiError(401, "Invalid email or password", {}, "INVALID_CREDENTIALS");
    expect(hasErrorCode(wrongPassword, ...SESSION_ENDED_CODES)).toBe(false);
    const malformed = new ApiError(400, "Invalid id", { id: "Invalid id" }, "VALIDATION_FAILED");
    expect(hasErrorCode(malformed, ...MALFORMED_ADDRESS_CODES)).toBe(true);
    const badAnswers = new ApiError(400, "Invalid answers", {}, "INVALID_ANSWERS");
    expect(hasErrorCode(badAnswers, ...MALFORMED_ADDRESS_CODES)).toBe(false);
  });
});
