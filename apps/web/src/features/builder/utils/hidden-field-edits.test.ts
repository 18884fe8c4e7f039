import { describe, expect, it } from "vitest";
import {
  hasUtmFields,
  removeHiddenField,
  renameHiddenField,
  switchUtmFields,
} from "./hidden-field-edits";

const UTM = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"];

describe("hidden field edits", () => {
  it("adds the five UTM names once, keeping the others, and takes them all away again", () => {
    const on = switchUtmFields(["customer_id", "utm_source"], true);
    expect(on).toEqual(["customer_id", "utm_source", ...UTM.slice(1)]);
    expect(hasUtmFields(on)).toBe(true);
    expect(switchUtmFields(on, false)).toEqual(["customer_id"]);
    expect(hasUtmFields(["utm_source"])).toBe(false);
  });

  it("renames and removes one name by its place", () => {
    expect(renameHiddenField(["a", "b"], 1, "c")).toEqual(["a", "c"]);
    expect(removeHiddenField(["a", "b"], 0)).toEqual(["b"]);
  });
});
