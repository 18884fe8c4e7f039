import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { adminUserFormSchema, createRegexFormSchema, regexFormSchema } from "./admin-schemas";
import { mapIssuesToFieldErrors } from "./zod-errors";

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  return mapIssuesToFieldErrors(schema.safeParse(value).error?.issues ?? []);
}

describe("regexFormSchema", () => {
  const valid = {
    title: "Digits",
    regex: "/^[0-9]+$/",
    errorMessage: "Digits only",
    patternType: "other",
  };

  it("accepts a valid pattern without a Max Length", () => {
    expect(regexFormSchema.parse({ ...valid, maxLength: "" })).toEqual({ ...valid });
  });

  it("requires the title, regex and error message", () => {
    expect(errorsOf(regexFormSchema, { title: " ", regex: "", errorMessage: "" })).toEqual({
      title: "Title is required",
      regex: "Regex pattern is required",
      errorMessage: "Error message is required",
    });
  });

  it("needs the /pattern/flags grammar, with the spec's trailing space", () => {
    expect(errorsOf(regexFormSchema, { ...valid, regex: "^[0-9]+$" }).regex).toBe(
      "Please enter a valid Regex pattern ",
    );
  });

  it("accepts a regex with 6 flags and rejects one with 7", () => {
    expect(errorsOf(regexFormSchema, { ...valid, regex: "/a/gimsuy" })).toEqual({});
    expect(errorsOf(regexFormSchema, { ...valid, regex: "/a/gimsuyi" }).regex).toBe(
      "Please enter a valid Regex pattern ",
    );
  });

  it("rejects duplicate or unknown flags", () => {
    for (const regex of ["/a/ii", "/a/x"]) {
      expect(errorsOf(regexFormSchema, { ...valid, regex }).regex).toBe(
        "Please enter a valid Regex pattern ",
      );
    }
  });

  it.each([
    [0, false],
    [1, true],
    [1000, true],
    [1001, false],
    [12.5, false],
    ["abc", false],
    ["25", true],
  ])("Max Length %j is accepted: %s", (maxLength, isAccepted) => {
    expect(errorsOf(regexFormSchema, { ...valid, maxLength }).maxLength).toBe(
      isAccepted ? undefined : "Max Length must be between 1 and 1000",
    );
  });

  it("outputs a numeric Max Length", () => {
    expect(regexFormSchema.parse({ ...valid, maxLength: "25" }).maxLength).toBe(25);
  });

  it("defers to an injected engine for the pattern's syntax", () => {
    const strict = createRegexFormSchema((pattern) => !pattern.includes("("));
    expect(errorsOf(strict, { ...valid, regex: "/(a/" }).regex).toBe(
      "Please enter a valid Regex pattern ",
    );
    expect(errorsOf(strict, valid)).toEqual({});
  });
});

describe("adminUserFormSchema", () => {
  const valid = { name: "Al", email: "al@example.com" };

  it("requires the name", () => {
    expect(errorsOf(adminUserFormSchema, { ...valid, name: "" }).name).toBe("Name is required");
  });

  it("rejects a name of 1 character and accepts 2", () => {
    expect(errorsOf(adminUserFormSchema, { ...valid, name: "A" }).name).toBe(
      "Name must be at least 2 characters",
    );
    expect(errorsOf(adminUserFormSchema, valid)).toEqual({});
  });

  it("accepts a name of 50 characters and rejects 51", () => {
    expect(errorsOf(adminUserFormSchema, { ...valid, name: "n".repeat(50) })).toEqual({});
    expect(errorsOf(adminUserFormSchema, { ...valid, name: "n".repeat(51) }).name).toBe(
      "Name must be at most 50 characters",
    );
  });

  it("allows only letters and spaces", () => {
    expect(errorsOf(adminUserFormSchema, { ...valid, name: "Al 3" }).name).toBe(
      "Name can only contain letters and spaces",
    );
  });

  it("requires a valid email", () => {
    expect(errorsOf(adminUserFormSchema, { ...valid, email: "" }).email).toBe("Email is required");
    expect(errorsOf(adminUserFormSchema, { ...valid, email: "al@" }).email).toBe(
      "Please enter valid email ID",
    );
  });
});
