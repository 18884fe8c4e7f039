import { describe, expect, it } from "vitest";
import { checkOtpDigits, parsePastedOtp } from "./otp-input";

describe("parsePastedOtp", () => {
  it("splits a six-digit code into digits", () => {
    expect(parsePastedOtp("123456")).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it("forgives surrounding whitespace such as a copied line break", () => {
    expect(parsePastedOtp(" 123456\n")).toEqual(["1", "2", "3", "4", "5", "6"]);
  });

  it.each(["12345", "1234567", "12a456", "123 456", ""])("refuses %j", (text) => {
    expect(parsePastedOtp(text)).toBeNull();
  });
});

describe("checkOtpDigits", () => {
  it("passes six digits", () => {
    expect(checkOtpDigits(["1", "2", "3", "4", "5", "6"])).toBeNull();
  });

  it("asks for a valid code when a box is empty or not a digit", () => {
    expect(checkOtpDigits(["1", "2", "3", "4", "5", ""])).toBe("Please enter a valid 6-digit OTP");
    expect(checkOtpDigits(["1", "2", "3", "4", "5", "x"])).toBe("Please enter a valid 6-digit OTP");
    expect(checkOtpDigits(["1", "2", "3", "4", "5"])).toBe("Please enter a valid 6-digit OTP");
  });
});
