import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
  resetTokenSchema,
  verifyOtpFormSchema,
} from "./auth-schemas";
import { mapIssuesToFieldErrors } from "./zod-errors";

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  return mapIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? []);
}

const emailOfLength = (length: number) => `${"a".repeat(length - 12)}@example.com`;
const strongPassword = "Abcdef1!";

describe("loginFormSchema", () => {
  const valid = { email: "ada@example.com", password: "password" };

  it("accepts a valid email and password", () => {
    expect(errorsOf(loginFormSchema, valid)).toEqual({});
  });

  it("requires the email", () => {
    expect(errorsOf(loginFormSchema, { ...valid, email: "" }).email).toBe("Email is required");
  });

  it("says 'Email is required' when the field is missing altogether", () => {
    expect(errorsOf(loginFormSchema, { password: "password" }).email).toBe("Email is required");
  });

  it("rejects a malformed email", () => {
    for (const email of ["ada", "ada@", "ada@example", "@example.com", "ada@@example.com"]) {
      expect(errorsOf(loginFormSchema, { ...valid, email }).email).toBe(
        "Please enter valid email ID",
      );
    }
  });

  it("accepts an email of 58 characters and rejects one of 59", () => {
    expect(emailOfLength(58)).toHaveLength(58);
    expect(errorsOf(loginFormSchema, { ...valid, email: emailOfLength(58) })).toEqual({});
    expect(errorsOf(loginFormSchema, { ...valid, email: emailOfLength(59) }).email).toBe(
      "Email must be at most 58 characters",
    );
  });

  it("drops spaces and lower-cases the email it outputs", () => {
    const parsed = loginFormSchema.parse({ ...valid, email: " Ada @Example.com " });
    expect(parsed.email).toBe("ada@example.com");
  });

  it("requires the password", () => {
    expect(errorsOf(loginFormSchema, { ...valid, password: "" }).password).toBe(
      "Password is required",
    );
  });

  it("rejects a password of 7 characters and accepts 8", () => {
    expect(errorsOf(loginFormSchema, { ...valid, password: "a".repeat(7) }).password).toBe(
      "Password must be at least 8 characters",
    );
    expect(errorsOf(loginFormSchema, { ...valid, password: "a".repeat(8) })).toEqual({});
  });

  it("accepts a password of 53 characters and rejects 54", () => {
    expect(errorsOf(loginFormSchema, { ...valid, password: "a".repeat(53) })).toEqual({});
    expect(errorsOf(loginFormSchema, { ...valid, password: "a".repeat(54) }).password).toBe(
      "Password must be at most 53 characters",
    );
  });
});

describe("registerFormSchema", () => {
  const valid = {
    name: "Ada Lovelace",
    email: "ada@example.com",
    password: strongPassword,
    confirmPassword: strongPassword,
  };

  it("accepts a valid registration", () => {
    expect(errorsOf(registerFormSchema, valid)).toEqual({});
  });

  it("requires the full name", () => {
    expect(errorsOf(registerFormSchema, { ...valid, name: "" }).name).toBe("Full name is required");
    expect(errorsOf(registerFormSchema, { ...valid, name: "   " }).name).toBe(
      "Full name is required",
    );
  });

  it("rejects a name of 3 characters and accepts 4", () => {
    expect(errorsOf(registerFormSchema, { ...valid, name: "Ada" }).name).toBe(
      "Name must be at least 4 characters",
    );
    expect(errorsOf(registerFormSchema, { ...valid, name: "Adam" })).toEqual({});
  });

  it("accepts a name of 52 characters and rejects 53", () => {
    expect(errorsOf(registerFormSchema, { ...valid, name: "a".repeat(52) })).toEqual({});
    expect(errorsOf(registerFormSchema, { ...valid, name: "a".repeat(53) }).name).toBe(
      "Name must be at most 52 characters",
    );
  });

  it("allows only letters and spaces in the name", () => {
    for (const name of ["Ada L0velace", "Ada_Lovelace", "Ada-Lovelace"]) {
      expect(errorsOf(registerFormSchema, { ...valid, name }).name).toBe(
        "Name can only contain letters and spaces",
      );
    }
    expect(errorsOf(registerFormSchema, { ...valid, name: "José Müller" })).toEqual({});
  });

  it("trims the name and collapses its spaces", () => {
    expect(registerFormSchema.parse({ ...valid, name: "  Ada   Lovelace " }).name).toBe(
      "Ada Lovelace",
    );
  });

  it("removes spaces from the email and caps it at 58", () => {
    expect(registerFormSchema.parse({ ...valid, email: "ada @example.com" }).email).toBe(
      "ada@example.com",
    );
    expect(errorsOf(registerFormSchema, { ...valid, email: emailOfLength(59) }).email).toBe(
      "Email must be at most 58 characters",
    );
    expect(errorsOf(registerFormSchema, { ...valid, email: "" }).email).toBe("Email is required");
  });

  it("rejects a password of 7 characters and accepts 8", () => {
    const seven = "Abcde1!";
    const eight = "Abcdef1!";
    expect(
      errorsOf(registerFormSchema, { ...valid, password: seven, confirmPassword: seven }).password,
    ).toBe("Password must be at least 8 characters");
    expect(
      errorsOf(registerFormSchema, { ...valid, password: eight, confirmPassword: eight }),
    ).toEqual({});
  });

  it.each([
    ["Abcdefg!", "Password must contain atleast one number"],
    ["abcdef1!", "Password must contain atleast one uppercase letter"],
    ["ABCDEF1!", "Password must contain atleast one lowercase letter"],
    ["Abcdefg1", "Password must contain atleast one symbol"],
  ])("rejects %s with '%s'", (password, message) => {
    expect(
      errorsOf(registerFormSchema, { ...valid, password, confirmPassword: password }).password,
    ).toBe(message);
  });

  it("counts any non-alphanumeric character as a symbol", () => {
    const password = "Abcdefg1_";
    expect(errorsOf(registerFormSchema, { ...valid, password, confirmPassword: password })).toEqual(
      {},
    );
  });

  it("requires the confirmation", () => {
    expect(errorsOf(registerFormSchema, { ...valid, confirmPassword: "" }).confirmPassword).toBe(
      "Please confirm your password",
    );
  });

  it("requires the confirmation to match", () => {
    expect(
      errorsOf(registerFormSchema, { ...valid, confirmPassword: "Abcdef1?" }).confirmPassword,
    ).toBe("Passwords must match");
  });

  it("reports a mismatch even while another field is still invalid", () => {
    const errors = errorsOf(registerFormSchema, { ...valid, name: "", confirmPassword: "x" });
    expect(errors.name).toBe("Full name is required");
    expect(errors.confirmPassword).toBe("Passwords must match");
  });
});

describe("forgotPasswordFormSchema", () => {
  it("requires a valid email without spaces, at most 58 characters", () => {
    expect(errorsOf(forgotPasswordFormSchema, { email: "" }).email).toBe("Email is required");
    expect(errorsOf(forgotPasswordFormSchema, { email: "nope" }).email).toBe(
      "Please enter valid email ID",
    );
    expect(errorsOf(forgotPasswordFormSchema, { email: emailOfLength(59) }).email).toBe(
      "Email must be at most 58 characters",
    );
    expect(forgotPasswordFormSchema.parse({ email: " ada@example.com" }).email).toBe(
      "ada@example.com",
    );
  });
});

describe("verifyOtpFormSchema", () => {
  const valid = { email: "ada@example.com", otp: "123456" };

  it("accepts six digits", () => {
    expect(errorsOf(verifyOtpFormSchema, valid)).toEqual({});
  });

  it("requires the OTP", () => {
    expect(errorsOf(verifyOtpFormSchema, { ...valid, otp: "" }).otp).toBe("OTP is required");
  });

  it.each(["12345", "1234567", "12345a", "12 456"])("rejects %j as not 6 digits", (otp) => {
    expect(errorsOf(verifyOtpFormSchema, { ...valid, otp }).otp).toBe("OTP must be 6 digits");
  });
});

describe("resetPasswordFormSchema", () => {
  // Not the spec's 6: a shorter password than sign-in accepts would lock the user out.
  it("rejects a password of 7 characters and accepts 8, like sign-in", () => {
    const seven = "Ab1!cde";
    const eight = "Ab1!cdef";
    expect(
      errorsOf(resetPasswordFormSchema, { password: seven, confirmPassword: seven }).password,
    ).toBe("Password must be at least 8 characters");
    expect(errorsOf(resetPasswordFormSchema, { password: eight, confirmPassword: eight })).toEqual(
      {},
    );
  });

  it("applies the register complexity rules", () => {
    expect(
      errorsOf(resetPasswordFormSchema, { password: "abcdef1!", confirmPassword: "abcdef1!" })
        .password,
    ).toBe("Password must contain atleast one uppercase letter");
  });

  it("requires a matching confirmation", () => {
    expect(
      errorsOf(resetPasswordFormSchema, { password: "Ab1!cd", confirmPassword: "Ab1!ce" })
        .confirmPassword,
    ).toBe("Passwords must match");
    expect(
      errorsOf(resetPasswordFormSchema, { password: "Ab1!cd", confirmPassword: "" })
        .confirmPassword,
    ).toBe("Please confirm your password");
  });
});

describe("resetTokenSchema", () => {
  it("rejects a missing or blank token with 'Invalid reset token'", () => {
    for (const token of [undefined, "", "   "]) {
      expect(resetTokenSchema.safeParse(token).error?.issues[0]?.message).toBe(
        "Invalid reset token",
      );
    }
    expect(resetTokenSchema.safeParse("abc123").success).toBe(true);
  });
});
