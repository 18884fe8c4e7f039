import {
  ACCOUNT_MESSAGES,
  API_KEY_MESSAGES,
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MAX,
  LOGIN_PASSWORD_MAX,
} from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { appText } from "@/lib/i18n/use-app-text";
import { profileFormErrorText } from "./profile-form-error-text";

describe("profileFormErrorText", () => {
  it("words the shared schemas' messages from the catalogue, the English unchanged", () => {
    for (const message of [
      ACCOUNT_MESSAGES.nameRequired,
      AUTH_MESSAGES.nameTooShort,
      AUTH_MESSAGES.nameTooLong,
      AUTH_MESSAGES.nameLettersOnly,
      ACCOUNT_MESSAGES.currentPasswordRequired,
      AUTH_MESSAGES.passwordRequired,
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.passwordTooLong(CHANGE_PASSWORD_MAX),
      AUTH_MESSAGES.passwordTooLong(LOGIN_PASSWORD_MAX),
      ACCOUNT_MESSAGES.reasonRequired,
      ACCOUNT_MESSAGES.otherReasonRequired,
      ACCOUNT_MESSAGES.otherReasonTooLong,
      API_KEY_MESSAGES.nameRequired,
      API_KEY_MESSAGES.nameTooLong,
      API_KEY_MESSAGES.scopeInvalid,
      API_KEY_MESSAGES.expiryInvalid,
    ]) {
      expect(profileFormErrorText(appText, message)).toBe(message);
    }
  });

  it("finds the catalogue text of a known message", () => {
    const t = (id: string) => id;
    expect(profileFormErrorText(t, ACCOUNT_MESSAGES.reasonRequired)).toBe(
      "profile.validation.reasonRequired",
    );
  });

  it("shows any other message (the server's) as it came, and no message as none", () => {
    expect(profileFormErrorText(appText, "Current password is incorrect")).toBe(
      "Current password is incorrect",
    );
    expect(profileFormErrorText(appText, undefined)).toBeUndefined();
  });
});
