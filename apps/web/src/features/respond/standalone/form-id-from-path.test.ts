import { describe, expect, it } from "vitest";
import { formIdFromPath } from "./form-id-from-path";

describe("formIdFromPath", () => {
  it("reads the id of a public form address, with or without a trailing slash", () => {
    expect(formIdFromPath("/forms/0193a000-0000-7000-8000-0000000000f1/view")).toBe(
      "0193a000-0000-7000-8000-0000000000f1",
    );
    expect(formIdFromPath("/forms/abc/view/")).toBe("abc");
  });

  it("answers an empty id for any other address", () => {
    expect(formIdFromPath("/forms/abc/edit")).toBe("");
    expect(formIdFromPath("/forms//view")).toBe("");
    expect(formIdFromPath("/")).toBe("");
  });
});
