import { ADMIN_MESSAGES, AUTH_MESSAGES, REGEX_MESSAGES } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { appText } from "@/lib/i18n/use-app-text";
import { adminFormErrorText } from "./admin-form-error-text";

describe("adminFormErrorText", () => {
  it("words the shared schemas' messages from the catalogue, the English unchanged", () => {
    for (const message of [
      ADMIN_MESSAGES.nameRequired,
      ADMIN_MESSAGES.nameTooShort,
      ADMIN_MESSAGES.nameTooLong,
      AUTH_MESSAGES.nameLettersOnly,
      REGEX_MESSAGES.titleRequired,
      REGEX_MESSAGES.titleTooLong,
      REGEX_MESSAGES.patternRequired,
      REGEX_MESSAGES.patternInvalid,
      REGEX_MESSAGES.patternTooLong,
      REGEX_MESSAGES.errorMessageRequired,
      REGEX_MESSAGES.errorMessageTooLong,
      REGEX_MESSAGES.maxLengthOutOfRange,
      REGEX_MESSAGES.maxLengthBelowPresetMinimum(10),
    ]) {
      expect(adminFormErrorText(appText, message)).toBe(message);
    }
  });

  it("finds the catalogue text, with the preset's minimum in it", () => {
    const t = (id: string, values?: Record<string, string | number>) =>
      `${id}${values ? JSON.stringify(values) : ""}`;
    expect(adminFormErrorText(t, REGEX_MESSAGES.maxLengthBelowPresetMinimum(8))).toBe(
      'admin.validation.maxLengthBelowPresetMinimum{"min":8}',
    );
    expect(adminFormErrorText(t, REGEX_MESSAGES.patternRequired)).toBe(
      "admin.validation.patternRequired",
    );
  });

  it("shows any other message (the server's) as it came, and no message as none", () => {
    expect(adminFormErrorText(appText, "Pattern is not safe to run")).toBe(
      "Pattern is not safe to run",
    );
    expect(adminFormErrorText(appText, undefined)).toBeUndefined();
  });
});
