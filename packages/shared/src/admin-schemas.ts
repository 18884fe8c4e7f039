import { z } from "zod";
import {
  ADMIN_NAME_MAX,
  ADMIN_NAME_MIN,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_MAX_LENGTH_MAX,
  REGEX_MAX_LENGTH_MIN,
  REGEX_PATTERN_MAX,
  REGEX_TITLE_MAX,
} from "./constants";
import { createNameSchema, emailSchema } from "./field-schemas";
import { ADMIN_MESSAGES, REGEX_MESSAGES } from "./messages";
import { parseRegexLiteral } from "./regex-literal";
import { REGEX_PATTERN_TYPES } from "./regex-presets";
import { storableString } from "./storable-text";

// The admin regex form and the admin user-edit form (SPEC §5).

// Checks a literal's pattern with the real engine (re2js) when the caller has one.
export type RegexSyntaxCheck = (pattern: string, flags: string) => boolean;

const maxLengthMessage = REGEX_MESSAGES.maxLengthOutOfRange;

// An empty number input means "no Max Length"; anything else must be 1..1000.
export const regexMaxLengthSchema = z.preprocess(
  (value) =>
    value === "" || value === null || (typeof value === "number" && Number.isNaN(value))
      ? undefined
      : value,
  z.coerce
    .number({ error: maxLengthMessage })
    .int(maxLengthMessage)
    .min(REGEX_MAX_LENGTH_MIN, maxLengthMessage)
    .max(REGEX_MAX_LENGTH_MAX, maxLengthMessage)
    .optional(),
);

export const regexTitleSchema = storableString({ error: REGEX_MESSAGES.titleRequired })
  .trim()
  .min(1, REGEX_MESSAGES.titleRequired)
  .max(REGEX_TITLE_MAX, REGEX_MESSAGES.titleTooLong);

export const regexErrorMessageSchema = storableString({
  error: REGEX_MESSAGES.errorMessageRequired,
})
  .trim()
  .min(1, REGEX_MESSAGES.errorMessageRequired)
  .max(REGEX_ERROR_MESSAGE_MAX, REGEX_MESSAGES.errorMessageTooLong);

export function createRegexFormSchema(isSyntaxValid?: RegexSyntaxCheck) {
  return z.object({
    title: regexTitleSchema,
    regex: storableString({ error: REGEX_MESSAGES.patternRequired })
      .trim()
      .min(1, REGEX_MESSAGES.patternRequired)
      // Room for the slashes and flags around a pattern of the stored maximum.
      .max(REGEX_PATTERN_MAX + 8, REGEX_MESSAGES.patternTooLong)
      .refine((literal) => {
        if (literal === "") return true;
        const parts = parseRegexLiteral(literal);
        return parts !== null && (isSyntaxValid?.(parts.pattern, parts.flags) ?? true);
      }, REGEX_MESSAGES.patternInvalid),
    errorMessage: regexErrorMessageSchema,
    maxLength: regexMaxLengthSchema,
    patternType: z.enum(REGEX_PATTERN_TYPES).default("none"),
  });
}

export const regexFormSchema = createRegexFormSchema();

export const adminNameSchema = createNameSchema({
  min: ADMIN_NAME_MIN,
  max: ADMIN_NAME_MAX,
  requiredMessage: ADMIN_MESSAGES.nameRequired,
  tooShortMessage: ADMIN_MESSAGES.nameTooShort,
  tooLongMessage: ADMIN_MESSAGES.nameTooLong,
});

export const adminUserFormSchema = z.object({
  name: adminNameSchema,
  // Shown read-only; validated so the form reports a broken record instead of saving it.
  email: emailSchema,
});

export type RegexFormInput = z.input<typeof regexFormSchema>;
export type RegexForm = z.output<typeof regexFormSchema>;
export type AdminUserForm = z.infer<typeof adminUserFormSchema>;
