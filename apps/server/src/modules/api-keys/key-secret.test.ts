import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey, isWellFormedApiKey, looksLikeApiKey } from "./key-secret.js";

describe("API key secrets", () => {
  it("makes a well-formed key whose hash and prefix match it", () => {
    const { key, prefix, keyHash } = generateApiKey();
    expect(isWellFormedApiKey(key)).toBe(true);
    expect(key.startsWith(prefix)).toBe(true);
    expect(prefix).toHaveLength(12);
    expect(keyHash).toBe(hashApiKey(key));
    expect(generateApiKey().key).not.toBe(key);
  });

  it("tells keys from session tokens and refuses malformed keys", () => {
    expect(looksLikeApiKey("eyJhbGciOiJIUzI1NiJ9.e30.sig")).toBe(false);
    expect(looksLikeApiKey("flk_short")).toBe(true);
    expect(isWellFormedApiKey("flk_short")).toBe(false);
    expect(isWellFormedApiKey(`flk_${"a".repeat(42)}!`)).toBe(false);
  });
});
