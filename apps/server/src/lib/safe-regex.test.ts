import { describe, expect, it } from "vitest";
import { findPatternProblem, matchesPattern } from "./safe-regex.js";

describe("safe regex", () => {
  it("matches like RegExp#test, inline flags included", () => {
    expect(matchesPattern("^[0-9]{10}$", "0123456789")).toBe(true);
    expect(matchesPattern("^[0-9]{10}$", "012345678")).toBe(false);
    expect(matchesPattern("(?i)^abc$", "ABC")).toBe(true);
    expect(matchesPattern("b", "abc")).toBe(true);
  });

  // CPU time, not wall time: what a match costs the server, whatever else runs on the machine.
  it("matches a catastrophic pattern against 50,000 characters in well under 100 ms", () => {
    const answer = `${"a".repeat(50_000)}!`;
    matchesPattern("^(a+)+$", "warm up");
    const before = process.cpuUsage();
    expect(matchesPattern("^(a+)+$", answer)).toBe(false);
    const spent = process.cpuUsage(before);
    expect((spent.user + spent.system) / 1000).toBeLessThan(100);
  });

  it("accepts safe patterns and refuses unsupported or catastrophic ones with a reason", async () => {
    expect(await findPatternProblem("^[0-9]{10}$")).toBeNull();
    expect(await findPatternProblem("(?i)^[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}$")).toBeNull();
    expect(await findPatternProblem("^(?=.*[0-9]).+$")).toMatch(/^This pattern is not supported/);
    expect(await findPatternProblem("(a)\\1")).toMatch(/^This pattern is not supported/);
    expect(await findPatternProblem("^(a+)+$")).toMatch(/catastrophic backtracking/);
    expect(await findPatternProblem("[")).toMatch(/^This pattern is not supported/);
  });
});
