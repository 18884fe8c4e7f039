import { AUTH_MESSAGES, LOGIN_PASSWORD_MAX, PASSWORD_MAX } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { authRuleText, findAuthRule } from "./auth-rule-text";

const fixedMessages = Object.values(AUTH_MESSAGES).filter(
  (message): message is Exclude<typeof message, (max: number) => string> =>
    typeof message === "string",
);

describe("authRuleText", () => {
  it.each(fixedMessages)(
    "says %j from the catalogue, in English as the shared rule does",
    (message) => {
      expect(findAuthRule(message)).toBeDefined();
      expect(authRuleText(message)).toBe(message);
    },
  );

  it.each([PASSWORD_MAX, LOGIN_PASSWORD_MAX])("says the longest password of %i", (max) => {
    const message = AUTH_MESSAGES.passwordTooLong(max);
    expect(findAuthRule(message)).toBeDefined();
    expect(authRuleText(message)).toBe(message);
  });

  it("shows a message it does not know as it came", () => {
    expect(findAuthRule("This email is already registered")).toBeUndefined();
    expect(authRuleText("This email is already registered")).toBe(
      "This email is already registered",
    );
  });
});
