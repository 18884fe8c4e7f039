import {
  AUTH_MESSAGES,
  EMAIL_MAX,
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from "@formloom/shared";
import { type AppTextId, type AppTextValues, appText } from "@/lib/i18n/use-app-text";

export type AuthRule = { id: AppTextId; values?: AppTextValues };

/**
 * The shared schemas' English rule messages (the server sends them too, so they stay English
 * there), each with the app's text that says it. A message is found by its English wording.
 */
const RULES = new Map<string, AuthRule>([
  [AUTH_MESSAGES.emailRequired, { id: "auth.rule.emailRequired" }],
  [AUTH_MESSAGES.emailInvalid, { id: "auth.rule.emailInvalid" }],
  [AUTH_MESSAGES.emailTooLong, { id: "auth.rule.emailTooLong", values: { max: EMAIL_MAX } }],
  [AUTH_MESSAGES.passwordRequired, { id: "auth.rule.passwordRequired" }],
  [
    AUTH_MESSAGES.passwordTooShort,
    { id: "auth.rule.passwordTooShort", values: { min: PASSWORD_MIN } },
  ],
  [
    AUTH_MESSAGES.passwordTooLong(PASSWORD_MAX),
    { id: "auth.rule.passwordTooLong", values: { max: PASSWORD_MAX } },
  ],
  [
    AUTH_MESSAGES.passwordTooLong(LOGIN_PASSWORD_MAX),
    { id: "auth.rule.passwordTooLong", values: { max: LOGIN_PASSWORD_MAX } },
  ],
  [AUTH_MESSAGES.passwordNeedsNumber, { id: "auth.rule.passwordNeedsNumber" }],
  [AUTH_MESSAGES.passwordNeedsUppercase, { id: "auth.rule.passwordNeedsUppercase" }],
  [AUTH_MESSAGES.passwordNeedsLowercase, { id: "auth.rule.passwordNeedsLowercase" }],
  [AUTH_MESSAGES.passwordNeedsSymbol, { id: "auth.rule.passwordNeedsSymbol" }],
  [AUTH_MESSAGES.confirmPasswordRequired, { id: "auth.rule.confirmPasswordRequired" }],
  [AUTH_MESSAGES.passwordsMustMatch, { id: "auth.rule.passwordsMustMatch" }],
  [AUTH_MESSAGES.fullNameRequired, { id: "auth.rule.fullNameRequired" }],
  [AUTH_MESSAGES.nameTooShort, { id: "auth.rule.nameTooShort", values: { min: NAME_MIN } }],
  [AUTH_MESSAGES.nameTooLong, { id: "auth.rule.nameTooLong", values: { max: NAME_MAX } }],
  [AUTH_MESSAGES.nameLettersOnly, { id: "auth.rule.nameLettersOnly" }],
  [AUTH_MESSAGES.otpRequired, { id: "auth.rule.otpRequired" }],
  [AUTH_MESSAGES.otpSixDigits, { id: "auth.rule.otpSixDigits" }],
  [AUTH_MESSAGES.otpIncomplete, { id: "auth.rule.otpIncomplete" }],
  [AUTH_MESSAGES.resetTokenInvalid, { id: "auth.rule.resetTokenInvalid" }],
  [AUTH_MESSAGES.captchaRequired, { id: "auth.rule.captchaRequired" }],
]);

/** The app's text for a shared auth rule message, if it is one. */
export function findAuthRule(message: string): AuthRule | undefined {
  return RULES.get(message);
}

/**
 * An auth rule message in the language the app speaks. Any other message (one the server wrote
 * for a field) is shown as it came.
 */
export function authRuleText(message: string): string {
  const rule = findAuthRule(message);
  return rule ? appText(rule.id, rule.values) : message;
}
