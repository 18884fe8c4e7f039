import { describe, expect, it } from "vitest";
import { toSecondFactor } from "./to-second-factor";

describe("toSecondFactor", () => {
  it("reads six digits, spaced as an app shows them, as the app's code", () => {
    expect(toSecondFactor(" 123 456 ")).toEqual({ code: "123456" });
  });

  it("reads anything else as a recovery code, left for the server to normalise", () => {
    expect(toSecondFactor("abcd-efgh-jkmn-pqrs")).toEqual({ recoveryCode: "abcd-efgh-jkmn-pqrs" });
    expect(toSecondFactor("12345")).toEqual({ recoveryCode: "12345" });
  });
});
