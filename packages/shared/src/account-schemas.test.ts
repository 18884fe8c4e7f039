import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordFormSchema,
  deactivateAccountFormSchema,
  profileFormSchema,
  toChangePasswordPayload,
} from "./account-schemas";
import { mapIssuesToFieldErrors } from "./zod-errors";

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  return mapIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? []);
}

describe("profileFormSchema", () => {
  const valid = { name: "Ada Lovelace", email: "ada@example.com" };

  it("accepts a valid profile", () => {
    expect(errorsOf(profileFormSchema, valid)).toEqual({});
  });

  it("requires the name", () => {
    expect(errorsOf(profileFormSchema, { ...valid, name: " " }).name).toBe("Name is required");
  });

  it("rejects a name of 3 characters and accepts 4", () => {
    expect(errorsOf(profileFormSchema, { ...valid, name: "Ada" }).name).toBe(
      "Name must be at least 4 characters",
    );
    expect(errorsOf(profileFormSchema, { ...valid, name: "Adam" })).toEqual({});
  });

  it("accepts a name of 52 characters and rejects 53", () => {
    expect(errorsOf(profileFormSchema, { ...valid, name: "b".repeat(52) })).toEqual({});
    expect(errorsOf(profileFormSchema, { ...valid, name: "b".repeat(53) }).name).toBe(
      "Name must be at most 52 characters",
    );
  });

  it("allows only letters and spaces", () => {
    expect(errorsOf(profileFormSchema, { ...valid, name: "Ada 2nd" }).name).toBe(
      "Name can only contain letters and spaces",
    );
  });

  it("says 'Invalid email' for a malformed email", () => {
    expect(errorsOf(profileFormSchema, { ...valid, email: "ada.example.com" }).email).toBe(
      "Invalid email",
    );
  });
});

describe("changePasswordFormSchema", () => {
  const valid = {
    currentPassword: "oldpassword",
    newPassword: "Newpass1!",
    confirmPassword: "Newpass1!",
  };

  it("accepts a valid change", () => {
    expect(errorsOf(changePasswordFormSchema, valid)).toEqual({});
  });

  it("requires each field", () => {
    const errors = errorsOf(changePasswordFormSchema, {
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
    });
    expect(errors).toEqual({
      currentPassword: "Current password is required",
      newPassword: "New password is required",
      confirmPassword: "Please confirm your password",
    });
  });

  it("needs at least 8 characters in the current and new password", () => {
    const errors = errorsOf(changePasswordFormSchema, {
      currentPassword: "a".repeat(7),
      newPassword: "Abc1!de",
      confirmPassword: "Abc1!de",
    });
    expect(errors.currentPassword).toBe("Password must be at least 8 characters");
    expect(errors.newPassword).toBe("Password must be at least 8 characters");
  });

  it("accepts each field at 30 characters and rejects 31", () => {
    const thirty = `Aa1!${"x".repeat(26)}`;
    const thirtyOne = `${thirty}x`;
    expect(
      errorsOf(changePasswordFormSchema, {
        currentPassword: thirty,
        newPassword: thirty,
        confirmPassword: thirty,
      }),
    ).toEqual({});
    expect(
      errorsOf(changePasswordFormSchema, {
        currentPassword: thirtyOne,
        newPassword: thirtyOne,
        confirmPassword: thirtyOne,
      }),
    ).toEqual({
      currentPassword: "Password must be at most 30 characters",
      newPassword: "Password must be at most 30 characters",
      confirmPassword: "Password must be at most 30 characters",
    });
  });

  it.each([
    ["Newpass!!", "Password must contain atleast one number"],
    ["newpass1!", "Password must contain atleast one uppercase letter"],
    ["NEWPASS1!", "Password must contain atleast one lowercase letter"],
    ["Newpass11", "Password must contain atleast one symbol"],
  ])("rejects new password %s with '%s'", (newPassword, message) => {
    expect(
      errorsOf(changePasswordFormSchema, { ...valid, newPassword, confirmPassword: newPassword })
        .newPassword,
    ).toBe(message);
  });

  it("counts only the listed symbols", () => {
    for (const symbol of '!@#$%^&*(),.?":{}|<>') {
      const newPassword = `Newpass1${symbol}`;
      expect(
        errorsOf(changePasswordFormSchema, { ...valid, newPassword, confirmPassword: newPassword }),
      ).toEqual({});
    }
    for (const symbol of ["_", "-", "+", "~", "/"]) {
      const newPassword = `Newpass1${symbol}`;
      expect(
        errorsOf(changePasswordFormSchema, { ...valid, newPassword, confirmPassword: newPassword })
          .newPassword,
      ).toBe("Password must contain atleast one symbol");
    }
  });

  it("requires the confirmation to match the new password", () => {
    expect(
      errorsOf(changePasswordFormSchema, { ...valid, confirmPassword: "Newpass1?" })
        .confirmPassword,
    ).toBe("Passwords must match");
  });

  it("maps the form to the API payload", () => {
    expect(toChangePasswordPayload(changePasswordFormSchema.parse(valid))).toEqual({
      oldPassword: "oldpassword",
      newPassword: "Newpass1!",
    });
  });
});

describe("deactivateAccountFormSchema", () => {
  it("accepts a listed reason", () => {
    expect(errorsOf(deactivateAccountFormSchema, { password: "x", reason: "privacy" })).toEqual({});
  });

  it("requires the password", () => {
    expect(
      errorsOf(deactivateAccountFormSchema, { password: "", reason: "privacy" }).password,
    ).toBe("Password is required");
  });

  it("requires a reason from the list", () => {
    for (const reason of [undefined, "", "bored"]) {
      expect(errorsOf(deactivateAccountFormSchema, { password: "x", reason }).reason).toBe(
        "Please select a reason",
      );
    }
  });

  it("requires otherReason when the reason is other", () => {
    for (const otherReason of [undefined, "", "   "]) {
      expect(
        errorsOf(deactivateAccountFormSchema, { password: "x", reason: "other", otherReason })
          .otherReason,
      ).toBe("Please provide a reason");
    }
    expect(
      errorsOf(deactivateAccountFormSchema, {
        password: "x",
        reason: "other",
        otherReason: "Too many emails",
      }),
    ).toEqual({});
  });
});
