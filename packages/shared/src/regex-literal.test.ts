import { describe, expect, it } from "vitest";
import { parseRegexLiteral, toRegexLiteral, toStoredRegex } from "./regex-literal";

describe("parseRegexLiteral", () => {
  it("splits a literal into pattern and flags", () => {
    expect(parseRegexLiteral("/^[a-z]+$/gi")).toEqual({ pattern: "^[a-z]+$", flags: "gi" });
    expect(parseRegexLiteral("/abc/")).toEqual({ pattern: "abc", flags: "" });
  });

  it("splits at the last slash, so the pattern may hold slashes", () => {
    expect(parseRegexLiteral("/a\\/b/c/m")).toEqual({ pattern: "a\\/b/c", flags: "m" });
  });

  it("ignores surrounding whitespace", () => {
    expect(parseRegexLiteral("  /abc/i ")).toEqual({ pattern: "abc", flags: "i" });
  });

  it("accepts 6 flags and rejects 7", () => {
    expect(parseRegexLiteral("/a/gimsuy")).toEqual({ pattern: "a", flags: "gimsuy" });
    expect(parseRegexLiteral("/a/gimsuyg")).toBeNull();
  });

  it("rejects a repeated flag", () => {
    expect(parseRegexLiteral("/a/gg")).toBeNull();
  });

  it.each(["abc", "/abc", "abc/", "//", "/abc/x", "/abc/I", "/abc/d", "/abc/ i"])(
    "rejects %j",
    (literal) => {
      expect(parseRegexLiteral(literal)).toBeNull();
    },
  );
});

describe("toStoredRegex", () => {
  it("drops the slashes", () => {
    expect(toStoredRegex("/^[0-9]{10}$/")).toBe("^[0-9]{10}$");
  });

  it("moves i, m and s into an RE2 inline group and drops g, u and y", () => {
    expect(toStoredRegex("/^abc$/gimsuy")).toBe("(?ims)^abc$");
    expect(toStoredRegex("/abc/si")).toBe("(?is)abc");
    expect(toStoredRegex("/abc/guy")).toBe("abc");
  });

  it("returns null for an invalid literal", () => {
    expect(toStoredRegex("abc")).toBeNull();
  });
});

describe("toRegexLiteral", () => {
  it("wraps a stored pattern in slashes and restores inline flags", () => {
    expect(toRegexLiteral("^abc$")).toBe("/^abc$/");
    expect(toRegexLiteral("(?is)^abc$")).toBe("/^abc$/is");
  });

  it("round-trips with toStoredRegex", () => {
    for (const literal of ["/^a+$/", "/x/i", "/^[a-z]{2,}$/ms"]) {
      expect(toRegexLiteral(toStoredRegex(literal) ?? "")).toBe(literal);
    }
  });
});
