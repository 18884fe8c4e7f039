import { describe, expect, it } from "vitest";
import { redactUrl } from "./logger.js";

describe("redactUrl", () => {
  it("hides the token of a reset link and keeps the rest", () => {
    expect(redactUrl("/reset-password/8f3a9c0d1e?from=mail")).toBe(
      "/reset-password/[redacted]?from=mail",
    );
  });

  it("leaves other paths alone", () => {
    expect(redactUrl("/forms/0193a/view?x=1")).toBe("/forms/0193a/view?x=1");
  });
});
