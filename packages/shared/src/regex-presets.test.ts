import { describe, expect, it } from "vitest";
import { parseRegexLiteral } from "./regex-literal";
import { buildPresetRegex, isPatternTypeLocked, REGEX_PRESET_IDS } from "./regex-presets";
import type { Result } from "./result";

function patternOf(result: Result<string>): RegExp {
  if (!result.ok) throw new Error(result.message);
  const parts = parseRegexLiteral(result.value);
  if (!parts) throw new Error(`not a literal: ${result.value}`);
  return new RegExp(parts.pattern, parts.flags);
}

describe("buildPresetRegex without a Max Length", () => {
  it("gives the presets as literals", () => {
    expect(buildPresetRegex("password")).toEqual({ ok: true, value: "/^[A-Za-z0-9]{8,}$/" });
    expect(buildPresetRegex("phoneNumber")).toEqual({ ok: true, value: "/^[0-9]{10}$/" });
    expect(buildPresetRegex("other")).toEqual({ ok: true, value: "" });
  });

  it("email matches addresses and nothing else", () => {
    const email = patternOf(buildPresetRegex("email"));
    for (const valid of ["ada@example.com", "a.b+c@mail.example.co.uk"]) {
      expect(email.test(valid)).toBe(true);
    }
    for (const invalid of ["ada", "ada@", "ada@example", "@example.com", "a b@example.com"]) {
      expect(email.test(invalid)).toBe(false);
    }
  });

  it("password needs at least 8 letters and digits", () => {
    const password = patternOf(buildPresetRegex("password"));
    expect(password.test("abcd1234")).toBe(true);
    expect(password.test("abc1234")).toBe(false);
    expect(password.test("abcd123!")).toBe(false);
  });

  it("phone number is exactly 10 digits", () => {
    const phone = patternOf(buildPresetRegex("phoneNumber"));
    expect(phone.test("0123456789")).toBe(true);
    expect(phone.test("012345678")).toBe(false);
    expect(phone.test("01234567890")).toBe(false);
  });

  it("uses nothing RE2 lacks: no lookarounds, no backreferences", () => {
    for (const id of REGEX_PRESET_IDS) {
      const result = buildPresetRegex(id, 100);
      const literal = result.ok ? result.value : "";
      expect(literal).not.toMatch(/\(\?[=!<]|\\[1-9]|\\k</);
    }
  });
});

describe("buildPresetRegex with a Max Length", () => {
  it("bounds the repeated class from the preset's minimum to the maximum", () => {
    expect(buildPresetRegex("password", 20)).toEqual({ ok: true, value: "/^[A-Za-z0-9]{8,20}$/" });
    expect(buildPresetRegex("other", 50)).toEqual({ ok: true, value: "/^[\\s\\S]{0,50}$/" });
    const password = patternOf(buildPresetRegex("password", 10));
    expect(password.test("a".repeat(10))).toBe(true);
    expect(password.test("a".repeat(11))).toBe(false);
  });

  it("caps the local part of an email", () => {
    const email = patternOf(buildPresetRegex("email", 5));
    expect(email.test("abcde@example.com")).toBe(true);
    expect(email.test("abcdef@example.com")).toBe(false);
  });

  it("leaves a fixed-length preset alone when the maximum is not below it", () => {
    expect(buildPresetRegex("phoneNumber", 1000)).toEqual({ ok: true, value: "/^[0-9]{10}$/" });
  });

  it("refuses a maximum below the preset's minimum", () => {
    expect(buildPresetRegex("phoneNumber", 9)).toEqual({
      ok: false,
      message: "Max Length must be at least 10 for this pattern",
    });
    expect(buildPresetRegex("password", 7)).toEqual({
      ok: false,
      message: "Max Length must be at least 8 for this pattern",
    });
  });

  it.each([
    [0, false],
    [1, true],
    [1000, true],
    [1001, false],
    [2.5, false],
  ])("Max Length %s is accepted: %s", (maxLength, isAccepted) => {
    const result = buildPresetRegex("other", maxLength);
    expect(result).toEqual(
      isAccepted
        ? { ok: true, value: `/^[\\s\\S]{0,${maxLength}}$/` }
        : { ok: false, message: "Max Length must be between 1 and 1000" },
    );
  });
});

describe("isPatternTypeLocked", () => {
  it("locks the field for presets and leaves it editable for none and other", () => {
    expect(isPatternTypeLocked("email")).toBe(true);
    expect(isPatternTypeLocked("password")).toBe(true);
    expect(isPatternTypeLocked("phoneNumber")).toBe(true);
    expect(isPatternTypeLocked("other")).toBe(false);
    expect(isPatternTypeLocked("none")).toBe(false);
  });
});
