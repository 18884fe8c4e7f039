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
    ["a backslash URL", { from: { pathname: "/\\evil.example" } }],
  ])("falls back with %s", (_label, state) => {
    expect(getRedirectTarget(state, "/dashboard")).toBe("/dashboard");
  });

  it("takes a ?from= path when there is no state", () => {
    expect(getRedirectTarget(null, "/dashboard", "?from=%2Fforms%2Ff-1%2Fview")).toBe(
      "/forms/f-1/view",
    );
    expect(getRedirectTarget(null, "/dashboard", "?from=https%3A%2F%2Fevil.example")).toBe(
      "/dashboard",
    );
    expect(getRedirectTarget(null, "/dashboard", "?from=%2F%2Fevil.example")).toBe("/dashboard");
  });

  // A browser drops tabs and newlines while parsing a URL: "/\t/evil.example" is "//evil.example".
  it.each(["%09", "%0A", "%0D", "%00", "%20", "%C2%A0", "%E2%80%A8"])(
    "falls back when ?from= hides %s between its slashes",
    (character) => {
      expect(getRedirectTarget(null, "/dashboard", `?from=%2F${character}%2Fevil.example%2F`)).toBe(
        "/dashboard",
      );
    },
  );

  it("falls back when a remembered path holds a control character", () => {
    const state = { from: { pathname: "/\n/evil.example", search: "", hash: "" } };
    expect(getRedirectTarget(state, "/dashboard")).toBe("/dashboard");
  });
});
