import type { RegexPattern } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { findRegexChanges, getPresetRegex, toRegexFormValues } from "./regex-form-values";

const STORED: RegexPattern = {
  _id: "0193a000-0000-7000-8000-0000000000aa",
  title: "Employee ID",
  regex: "(?i)^[a-z]{3}-[0-9]{4}$",
  errorMessage: "Use the form ABC-1234",
  active: true,
  name: "Employee ID",
  type: "default",
  maxLength: 0,
  isRequired: false,
  createdAt: "2025-03-04T09:41:00.000Z",
  updatedAt: "2025-03-04T09:41:00.000Z",
};

const asForm = (values: Partial<ReturnType<typeof toRegexFormValues>> = {}) => {
  const form = { ...toRegexFormValues(STORED), ...values };
  return { ...form, maxLength: undefined, patternType: form.patternType };
};

describe("toRegexFormValues", () => {
  it("shows the stored pattern as /pattern/flags, with no Max Length or pattern type", () => {
    expect(toRegexFormValues(STORED)).toEqual({
      title: "Employee ID",
      regex: "/^[a-z]{3}-[0-9]{4}$/i",
      errorMessage: "Use the form ABC-1234",
      maxLength: "",
      patternType: "none",
    });
  });
});

describe("findRegexChanges", () => {
  it("finds nothing when the form holds what is stored", () => {
    expect(findRegexChanges(STORED, asForm())).toEqual({});
  });

  it("answers only the changed fields, the pattern stored without slashes", () => {
    expect(findRegexChanges(STORED, asForm({ errorMessage: "Like ABC-1234" }))).toEqual({
      errorMessage: "Like ABC-1234",
    });
    expect(findRegexChanges(STORED, asForm({ regex: "/^[a-z]{3}-[0-9]{4}$/im" }))).toEqual({
      regex: "(?im)^[a-z]{3}-[0-9]{4}$",
    });
  });

  it("ignores flags that mean nothing to a single test (g, y, u)", () => {
    expect(findRegexChanges(STORED, asForm({ regex: "/^[a-z]{3}-[0-9]{4}$/giu" }))).toEqual({});
  });

  it("does not count the pattern type or Max Length, which are not stored", () => {
    expect(findRegexChanges(STORED, { ...asForm(), patternType: "other", maxLength: 40 })).toEqual(
      {},
    );
  });
});

describe("getPresetRegex", () => {
  it("leaves the field alone for none", () => {
    expect(getPresetRegex("none", "20")).toBeNull();
  });

  it("fills the preset, bounded by Max Length when there is one", () => {
    expect(getPresetRegex("phoneNumber", "")).toEqual({ ok: true, value: "/^[0-9]{10}$/" });
    expect(getPresetRegex("password", "20")).toEqual({ ok: true, value: "/^[A-Za-z0-9]{8,20}$/" });
    expect(getPresetRegex("other", "")).toEqual({ ok: true, value: "" });
  });

  it("refuses a Max Length out of range or below the preset's minimum", () => {
    expect(getPresetRegex("email", "0")).toEqual({
      ok: false,
      message: "Max Length must be between 1 and 1000",
    });
    expect(getPresetRegex("password", "5")).toEqual({
      ok: false,
      message: "Max Length must be at least 8 for this pattern",
    });
  });
});
