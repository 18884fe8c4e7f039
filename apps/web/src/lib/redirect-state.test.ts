import { describe, expect, it } from "vitest";
import { getRedirectTarget } from "./redirect-state";

describe("getRedirectTarget", () => {
  it("returns the page the guard remembered", () => {
    const state = { from: { pathname: "/forms/f-1/edit", search: "?tab=preview", hash: "#q2" } };
    expect(getRedirectTarget(state, "/dashboard")).toBe("/forms/f-1/edit?tab=preview#q2");
  });

  it.each([
    ["no state", null],
    ["a state without from", { email: "a@b.co" }],
    ["an absolute URL", { from: { pathname: "https://evil.example" } }],
    ["a protocol-relative URL", { from: { pathname: "//evil.example/x" } }],
  ])("falls back with %s", (_label, state) => {
    expect(getRedirectTarget(state, "/dashboard")).toBe("/dashboard");
  });
});
