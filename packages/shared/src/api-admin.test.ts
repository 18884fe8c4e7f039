import { describe, expect, it } from "vitest";
import {
  createRegexBodySchema,
  toCreateRegexBody,
  updateRegexBodySchema,
  updateUserBodySchema,
} from "./api-admin";

const _id = "0190a6d4-8c3a-7b2e-9f00-123456789abc";

describe("createRegexBodySchema", () => {
  it("accepts the payload the spec's create call sends", () => {
    const body = {
      title: "Digits",
      regex: "^[0-9]+$",
      name: "Digits",
      type: "default",
      maxLength: 0,
      isRequired: false,
      active: null,
      errorMessage: "Digits only",
    };
    expect(createRegexBodySchema.parse(body)).toEqual(body);
  });

  it("applies the form's required messages", () => {
    const issues = createRegexBodySchema.safeParse({ title: "", regex: "", errorMessage: "" }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toEqual([
      "Title is required",
      "Regex pattern is required",
      "Error message is required",
    ]);
  });
});

describe("toCreateRegexBody", () => {
  it("stores the pattern without slashes, flags inline, with the spec's fixed fields", () => {
    const form = {
      title: "Code",
      regex: "/^[a-z]{0,8}$/i",
      errorMessage: "Letters only",
      patternType: "other" as const,
    };
    const body = toCreateRegexBody(form);
    expect(body).toEqual({
      title: "Code",
      regex: "(?i)^[a-z]{0,8}$",
      name: "Code",
      type: "default",
      maxLength: 0,
      isRequired: false,
      active: null,
      errorMessage: "Letters only",
    });
    expect(createRegexBodySchema.safeParse(body).success).toBe(true);
  });
});

describe("updateRegexBodySchema", () => {
  it("takes _id plus changed fields, or _id and active", () => {
    expect(updateRegexBodySchema.parse({ _id, title: "Numbers" })).toEqual({
      _id,
      title: "Numbers",
    });
    expect(updateRegexBodySchema.parse({ _id, active: false })).toEqual({ _id, active: false });
  });

  it("says 'No changes to update' when only the id is sent", () => {
    expect(updateRegexBodySchema.safeParse({ _id }).error?.issues[0]?.message).toBe(
      "No changes to update",
    );
  });
});

describe("updateUserBodySchema", () => {
  it("takes {_id, name} or {_id, active} and never the email", () => {
    expect(updateUserBodySchema.parse({ _id, name: "Al", email: "x@y.z" })).toEqual({
      _id,
      name: "Al",
    });
    expect(updateUserBodySchema.parse({ _id, active: false })).toEqual({ _id, active: false });
  });

  it("applies the admin name rules and refuses an empty change", () => {
    expect(updateUserBodySchema.safeParse({ _id, name: "A" }).error?.issues[0]?.message).toBe(
      "Name must be at least 2 characters",
    );
    expect(updateUserBodySchema.safeParse({ _id }).error?.issues[0]?.message).toBe(
      "No changes to update",
    );
  });
});
