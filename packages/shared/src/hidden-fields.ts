import { z } from "zod";
import { HIDDEN_FIELD_NAME_MAX, HIDDEN_FIELD_VALUE_MAX, HIDDEN_FIELDS_MAX } from "./constants";
import { HIDDEN_FIELD_MESSAGES } from "./messages";
import { isStorableText } from "./storable-text";

// Hidden fields: values a form's link carries (/f/{id}?customer_id=42&utm_source=news) that the
// respondent never sees, stored with the response. The names are part of the form's version,
// like its questions: the logic of a version may read them, so a response stays readable later.

export const HIDDEN_FIELD_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The names the "Capture UTM parameters" switch declares, in this order. */
export const UTM_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

export const hiddenFieldNameSchema = z
  .string()
  .trim()
  .min(1, HIDDEN_FIELD_MESSAGES.nameRequired)
  .max(HIDDEN_FIELD_NAME_MAX, HIDDEN_FIELD_MESSAGES.nameTooLong)
  .regex(HIDDEN_FIELD_NAME_PATTERN, HIDDEN_FIELD_MESSAGES.nameInvalid);

/** The names a version declares: at most HIDDEN_FIELDS_MAX, each once. */
export const hiddenFieldsSchema = z
  .array(hiddenFieldNameSchema)
  .max(HIDDEN_FIELDS_MAX, HIDDEN_FIELD_MESSAGES.tooMany)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, index) => {
      if (seen.has(name)) {
        ctx.addIssue({ code: "custom", message: HIDDEN_FIELD_MESSAGES.nameTaken, path: [index] });
      }
      seen.add(name);
    });
  });

// Control characters (line breaks and tabs included) have no place in a value a link carries.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export function isHiddenFieldValue(value: string): boolean {
  return (
    value.length <= HIDDEN_FIELD_VALUE_MAX && isStorableText(value) && !CONTROL_CHARACTER.test(value)
  );
}

export const hiddenFieldValueSchema = z
  .string()
  .max(HIDDEN_FIELD_VALUE_MAX, HIDDEN_FIELD_MESSAGES.valueTooLong)
  .refine(isHiddenFieldValue, HIDDEN_FIELD_MESSAGES.valueNotText);

export type HiddenValues = Readonly<Record<string, string>>;

// A logic condition names a hidden field as "hidden:<name>" where it names a question by its id.
const REFERENCE_PREFIX = "hidden:";

export function toHiddenFieldReference(name: string): string {
  return `${REFERENCE_PREFIX}${name}`;
}

/** The hidden field's name a condition refers to, or null when it refers to a question. */
export function readHiddenFieldReference(reference: string): string | null {
  return reference.startsWith(REFERENCE_PREFIX) ? reference.slice(REFERENCE_PREFIX.length) : null;
}

export const hiddenFieldReferenceSchema = z
  .string()
  .refine((reference) => {
    const name = readHiddenFieldReference(reference);
    return name !== null && hiddenFieldNameSchema.safeParse(name).data === name;
  });

/**
 * The declared fields' values a link carries: the first of each name. A value that could not be
 * stored is left out, so a broken link never stops a respondent from submitting.
 */
export function readHiddenValues(
  names: readonly string[],
  params: URLSearchParams,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name);
    if (value !== null && value !== "" && isHiddenFieldValue(value)) values[name] = value;
  }
  return values;
}

/**
 * The values a submission gives for the version's fields. Names the version does not declare
 * are dropped: a link made for an earlier version may still carry them.
 */
export function keepDeclaredValues(
  names: readonly string[],
  given: HiddenValues | undefined,
): Record<string, string> {
  const kept: Record<string, string> = {};
  if (!given) return kept;
  for (const name of names) {
    const value = given[name];
    if (Object.hasOwn(given, name) && value !== undefined && value !== "") kept[name] = value;
  }
  return kept;
}
