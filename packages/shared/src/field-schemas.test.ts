import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  createConfirmPasswordSchema,
  createEmailSchema,
  createPasswordSchema,
  requirePasswordMatch,
} from "./field-schemas";

describe("createEmailSchema", () => {
  it("uses the given message for a malformed address", () => {
    expect(createEmailSchema("Invalid email").safeParse("x").error?.issues[0]?.message).toBe(
      "Invalid email",
    );
  });
});

describe("createPasswordSchema", () => {
  it("checks length only unless complexity is asked for", () => {
    const plain = createPasswordSchema({ min: 3, max: 5, tooShortMessage: "short" });
    expect(plain.safeParse("abc").success).toBe(true);
    expect(plain.safeParse("ab").error?.issues[0]?.message).toBe("short");
    expect(plain.safeParse("abcdef").error?.issues[0]?.message).toBe(
      "Password must be at most 5 characters",
    );
  });

  it("reports the complexity rules in the spec's order", () => {
    const strong = createPasswordSchema({
      min: 1,
      max: 20,
      tooShortMessage: "short",
      complexity: "anySymbol",
    });
    expect(strong.safeParse("x").error?.issues.map((issue) => issue.message)).toEqual([
      "Password must contain atleast one number",
      "Password must contain atleast one uppercase letter",
      "Password must contain atleast one symbol",
    ]);
  });
});

describe("requirePasswordMatch", () => {
  const schema = requirePasswordMatch(
    z.object({ newPassword: z.string(), confirmPassword: createConfirmPasswordSchema(30) }),
    "newPassword",
  );

  it("compares confirmPassword with the named field", () => {
    expect(schema.safeParse({ newPassword: "a", confirmPassword: "a" }).success).toBe(true);
    expect(
      schema.safeParse({ newPassword: "a", confirmPassword: "b" }).error?.issues[0],
    ).toMatchObject({ message: "Passwords must match", path: ["confirmPassword"] });
  });

  it("stays quiet until the confirmation is typed", () => {
    expect(
      schema
        .safeParse({ newPassword: "a", confirmPassword: "" })
        .error?.issues.map((i) => i.message),
    ).toEqual(["Please confirm your password"]);
  });
});
