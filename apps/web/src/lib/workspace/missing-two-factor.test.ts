import { describe, expect, it } from "vitest";
import { isMissingTwoFactor } from "./missing-two-factor";

describe("isMissingTwoFactor", () => {
  it("is true only for a workspace that requires it and a user without it", () => {
    const requiring = { requiresTwoFactor: true };
    expect(isMissingTwoFactor(requiring, { twoFactorEnabled: false })).toBe(true);
    expect(isMissingTwoFactor(requiring, { twoFactorEnabled: true })).toBe(false);
    expect(isMissingTwoFactor({ requiresTwoFactor: false }, { twoFactorEnabled: false })).toBe(
      false,
    );
    expect(isMissingTwoFactor(undefined, { twoFactorEnabled: false })).toBe(false);
  });

  it("is unknown while the user's own state loads, where the workspace requires it", () => {
    expect(isMissingTwoFactor({ requiresTwoFactor: true }, undefined)).toBeUndefined();
    expect(isMissingTwoFactor({ requiresTwoFactor: false }, undefined)).toBe(false);
  });
});
