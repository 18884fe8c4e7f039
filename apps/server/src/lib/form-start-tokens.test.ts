import { describe, expect, it } from "vitest";
import { createFormStartTokens, FORM_START_TOKEN_TTL_MS } from "./form-start-tokens.js";

const FORM = "0196a6a4-0000-7000-8000-00000000000a";
const OTHER_FORM = "0196a6a4-0000-7000-8000-00000000000b";
const NOW = 1_800_000_000_000;

describe("form start tokens", () => {
  const tokens = createFormStartTokens("a key of its own");

  it("reads back the issue time of a token for its own form", () => {
    const token = tokens.issue(FORM, NOW - 5_000);
    expect(tokens.read(token, FORM, NOW)).toBe(NOW - 5_000);
  });

  it("refuses a token of another form, another key, an altered time or a broken shape", () => {
    const token = tokens.issue(FORM, NOW - 5_000);
    const [, signature] = token.split(".");
    expect(tokens.read(token, OTHER_FORM, NOW)).toBeNull();
    expect(createFormStartTokens("another key").read(token, FORM, NOW)).toBeNull();
    expect(tokens.read(`${NOW - 60_000}.${signature}`, FORM, NOW)).toBeNull();
    for (const broken of ["", ".", "abc", `${NOW}`, `${token}.extra`, "1e3.x", "-5.x"]) {
      expect(tokens.read(broken, FORM, NOW), broken).toBeNull();
    }
  });

  it("refuses a token issued in the future or past its lifetime", () => {
    expect(tokens.read(tokens.issue(FORM, NOW + 1_000), FORM, NOW)).toBeNull();
    const old = tokens.issue(FORM, NOW - FORM_START_TOKEN_TTL_MS);
    expect(tokens.read(old, FORM, NOW)).toBeNull();
  });
});
