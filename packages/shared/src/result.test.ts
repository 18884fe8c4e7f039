import { describe, expect, it } from "vitest";
import { refuse, succeed } from "./result";

describe("result", () => {
  it("wraps a value or a message to show", () => {
    expect(succeed(3)).toEqual({ ok: true, value: 3 });
    expect(refuse("No")).toEqual({ ok: false, message: "No" });
  });
});
