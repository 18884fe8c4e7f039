import { describe, expect, it } from "vitest";
import { findChangedFields } from "./find-changed-fields";

describe("findChangedFields", () => {
  const original = { title: "Email", regex: "^.+$", active: true };

  it("returns only the fields that changed", () => {
    expect(findChangedFields(original, { ...original, title: "Mail", active: false })).toEqual({
      title: "Mail",
      active: false,
    });
  });

  it("returns nothing when nothing changed", () => {
    expect(findChangedFields(original, { ...original })).toEqual({});
  });
});
