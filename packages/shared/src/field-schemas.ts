import { z } from "zod";
import { EMAIL_MAX, PASSWORD_SYMBOLS } from "./constants";
import { AUTH_MESSAGES } from "./messages";
import { canonicalizeEmail, tidyName } from "./normalize-input";

// Field builders shared by the auth, account and admin schemas. Checks are listed in
// the order the spec gives them: the first failing message is the one a form shows.

const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]*$/u;
const HAS_NUMBER = /[0-9]/;
const HAS_UPPERCASE = /[A-Z]/;
const HAS_LOWERCASE = /[a-z]/;
// Register and reset accept any symbol; change password only the spec's set (SPEC §5).
const HAS_ANY_SYMBOL = /[^\p{L}\p{N}\s]/u;
const HAS_LISTED_SYMBOL = new RegExp(`[${PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, "\\$&")}]`);

export function createEmailSchema(invalidMessage: string = AUTH_MESSAGES.emailInvalid) {
  return z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .overwrite(canonicalizeEmail)
    .min(1, AUTH_MESSAGES.emailRequired)
    .regex(z.regexes.email, invalidMessage)
    .max(EMAIL_MAX, AUTH_MESSAGES.emailTooLong);
}

export const emailSchema = createEmailSchema();

type NameRules = {
  min: number;
  max: number;
  requiredMessage: string;
  tooShortMessage: string;
  tooLongMessage: string;
};

export function createNameSchema(rules: NameRules) {
  return z
    .string({ error: rules.requiredMessage })
    .overwrite(tidyName)
    .min(1, rules.requiredMessage)
    .min(rules.min, rules.tooShortMessage)
    .max(rules.max, rules.tooLongMessage)
    .regex(LETTERS_AND_SPACES, AUTH_MESSAGES.nameLettersOnly);
}

type PasswordRules = {
  min: number;
  max: number;
  requiredMessage?: string;
  tooShortMessage: string;
  complexity?: "none" | "anySymbol" | "listedSymbol";
};

export function createPasswordSchema(rules: PasswordRules) {
  const requiredMessage = rules.requiredMessage ?? AUTH_MESSAGES.passwordRequired;
  const schema = z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(rules.min, rules.tooShortMessage)
    .max(rules.max, AUTH_MESSAGES.passwordTooLong(rules.max));
  if (!rules.complexity || rules.complexity === "none") return schema;
  return schema
    .regex(HAS_NUMBER, AUTH_MESSAGES.passwordNeedsNumber)
    .regex(HAS_UPPERCASE, AUTH_MESSAGES.passwordNeedsUppercase)
    .regex(HAS_LOWERCASE, AUTH_MESSAGES.passwordNeedsLowercase)
    .regex(
      rules.complexity === "anySymbol" ? HAS_ANY_SYMBOL : HAS_LISTED_SYMBOL,
      AUTH_MESSAGES.passwordNeedsSymbol,
    );
}

export function createConfirmPasswordSchema(max: number) {
  return z
    .string({ error: AUTH_MESSAGES.confirmPasswordRequired })
    .min(1, AUTH_MESSAGES.confirmPasswordRequired)
    .max(max, AUTH_MESSAGES.passwordTooLong(max));
}

function readField(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

// Adds 'Passwords must match' on confirmPassword. It runs even while other fields are
// invalid, so the mismatch shows as soon as both passwords are typed.
export function requirePasswordMatch<T extends z.ZodType<{ confirmPassword: string }>>(
  schema: T,
  passwordKey = "password",
): T {
  return schema.refine((value) => readField(value, passwordKey) === value.confirmPassword, {
    message: AUTH_MESSAGES.passwordsMustMatch,
    path: ["confirmPassword"],
    when: ({ value }) => {
      const password = readField(value, passwordKey);
      const confirmation = readField(value, "confirmPassword");
      return (
        typeof password === "string" && typeof confirmation === "string" && confirmation !== ""
      );
    },
  }) as T;
}
