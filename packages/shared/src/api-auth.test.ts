import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  loginBodySchema,
  loginReplySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyCaptchaBodySchema,
} from "./api-auth";
import { mapIssuesToFieldErrors } from "./zod-errors";

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  return mapIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? []);
}

const now = "2025-01-02T03:04:05.000Z";

describe("auth bodies", () => {
  it("login takes email and password, and optionally the captcha token", () => {
    const body = { email: "Ada@Example.com", password: "password" };
    expect(loginBodySchema.parse(body)).toEqual({ email: "ada@example.com", password: "password" });
    expect(
      loginBodySchema.parse({ ...body, "g-recaptcha-response": "token" })["g-recaptcha-response"],
    ).toBe("token");
  });

  it("verify-captcha needs the token", () => {
    expect(errorsOf(verifyCaptchaBodySchema, { "g-recaptcha-response": "" })).toEqual({
      "g-recaptcha-response": "Please complete the CAPTCHA",
    });
  });

  it("register applies the register form's rules", () => {
    const body = {
      name: "Ada Lovelace",
      email: "ada@example.com",
      password: "Abcdef1!",
      confirmPassword: "Abcdef1?",
    };
    expect(errorsOf(registerBodySchema, body)).toEqual({
      confirmPassword: "Passwords must match",
    });
  });

  it("password-reset needs the token from the link", () => {
    const body = { password: "Ab1!cdef", confirmPassword: "Ab1!cdef" };
    expect(errorsOf(resetPasswordBodySchema, body)).toEqual({ token: "Invalid reset token" });
    expect(errorsOf(resetPasswordBodySchema, { ...body, token: "t0k3n" })).toEqual({});
  });
});

describe("loginReplySchema", () => {
  it("encodes the session the web app stores as userData", () => {
    const user = {
      _id: "0190a6d4-8c3a-7b2e-9f00-123456789abc",
      name: "Ada",
      email: "ada@example.com",
      isVerified: true,
      active: true,
      twoFactorEnabled: false,
      createdAt: now,
      updatedAt: now,
      passwordHash: "never sent",
    };
    const reply = {
      statusCode: 200,
      message: "Login successful",
      data: { token: "jwt", name: "Ada", email: "ada@example.com", user },
    };
    const encoded = z.encode(loginReplySchema, reply);
    expect(encoded.data.user).not.toHaveProperty("passwordHash");
    expect(encoded.data.token).toBe("jwt");
  });
});
