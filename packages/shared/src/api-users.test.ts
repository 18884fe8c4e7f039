import { describe, expect, it } from "vitest";
import { changePasswordBodySchema, updateProfileBodySchema } from "./api-users";

describe("updateProfileBodySchema", () => {
  it("takes only the name, tidied", () => {
    expect(
      updateProfileBodySchema.parse({ name: " Ada  Lovelace ", email: "x@y.z", isVerified: true }),
    ).toEqual({ name: "Ada Lovelace" });
  });

  it("applies the profile name rules", () => {
    expect(updateProfileBodySchema.safeParse({ name: "Ada" }).error?.issues[0]?.message).toBe(
      "Name must be at least 4 characters",
    );
  });
});

describe("changePasswordBodySchema", () => {
  it("sends oldPassword and newPassword", () => {
    const body = { oldPassword: "Old1!x", newPassword: "Newpass1!" };
    expect(changePasswordBodySchema.parse(body)).toEqual(body);
  });

  it("requires the old password but accepts any stored length", () => {
    expect(
      changePasswordBodySchema.safeParse({ oldPassword: "", newPassword: "Newpass1!" }).error
        ?.issues[0]?.message,
    ).toBe("Current password is required");
  });

  it("applies the new-password rules", () => {
    expect(
      changePasswordBodySchema.safeParse({ oldPassword: "x", newPassword: "Newpass1_" }).error
        ?.issues[0]?.message,
    ).toBe("Password must contain atleast one symbol");
    expect(
      changePasswordBodySchema.safeParse({ oldPassword: "x", newPassword: `Aa1!${"x".repeat(27)}` })
        .error?.issues[0]?.message,
    ).toBe("Password must be at most 30 characters");
  });
});
