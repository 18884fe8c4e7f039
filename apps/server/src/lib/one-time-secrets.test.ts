import { describe, expect, it } from "vitest";
import { newId } from "./ids.js";
import {
  generateOtp,
  generateResetToken,
  hashOtp,
  hashResetToken,
  isSameHash,
} from "./one-time-secrets.js";

describe("one-time secrets", () => {
  it("draws 6-digit codes, keeping leading zeros", () => {
    const codes = Array.from({ length: 2000 }, generateOtp);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
  });

  it("hashes codes with a key: another key gives another hash", () => {
    expect(hashOtp("042917", "key-a")).toBe(hashOtp("042917", "key-a"));
    expect(hashOtp("042917", "key-a")).not.toBe(hashOtp("042917", "key-b"));
    expect(isSameHash(hashOtp("1", "k"), hashOtp("1", "k"))).toBe(true);
    expect(isSameHash(hashOtp("1", "k"), hashOtp("2", "k"))).toBe(false);
  });

  it("makes reset tokens of 256 bits, stored only as their SHA-256", () => {
    const token = generateResetToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hashResetToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("newId", () => {
  it("makes UUID v7s that sort by creation time", () => {
    const earlier = newId(Date.UTC(2026, 0, 1));
    const later = newId(Date.UTC(2026, 0, 2));
    expect(earlier).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(earlier < later).toBe(true);
    expect(newId()).not.toBe(newId());
  });
});
