import { describe, expect, it } from "vitest";
import { createFormUnlockTokens, FORM_UNLOCK_TOKEN_TTL_MS } from "./form-unlock-tokens.js";

const FORM = "0190a6d4-8c3a-7b2e-9f00-123456789abc";
const OTHER_FORM = "0190a6d4-8c3a-7b2e-9f00-123456789abd";
const NOW = 1_800_000_000_000;

describe("form unlock tokens", () => {
  const tokens = createFormUnlockTokens("key");

  it("accepts a token for its form and generation until it expires", () => {
    const { token, expiresAt } = tokens.issue(FORM, 3, NOW);
    expect(expiresAt.getTime()).toBe(NOW + FORM_UNLOCK_TOKEN_TTL_MS);
    expect(tokens.isValid(token, FORM, 3, NOW + 1000)).toBe(true);
    expect(tokens.isValid(token, FORM, 3, NOW + FORM_UNLOCK_TOKEN_TTL_MS)).toBe(false);
  });

  it("refuses it for another form, another generation or under another key", () => {
    const { token } = tokens.issue(FORM, 3, NOW);
    expect(tokens.isValid(token, OTHER_FORM, 3, NOW)).toBe(false);
    expect(tokens.isValid(token, FORM, 4, NOW)).toBe(false);
    expect(createFormUnlockTokens("other key").isValid(token, FORM, 3, NOW)).toBe(false);
  });

  it("refuses a token whose expiry or signature was changed, or that is not one at all", () => {
    const { token } = tokens.issue(FORM, 0, NOW);
    const [generation, expiresAt, signature] = token.split(".");
    const later = `${generation}.${Number(expiresAt) + 1000}.${signature}`;
    expect(tokens.isValid(later, FORM, 0, NOW)).toBe(false);
    expect(tokens.isValid(`${token}x`, FORM, 0, NOW)).toBe(false);
    expect(tokens.isValid(`${token}.extra`, FORM, 0, NOW)).toBe(false);
    for (const junk of ["", "...", "0", "0.x.y", "\u0000"]) {
      expect(tokens.isValid(junk, FORM, 0, NOW)).toBe(false);
    }
  });
});
