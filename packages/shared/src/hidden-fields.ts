import { HIDDEN_FIELD_VALUE_MAX } from "./constants";
import { isStorableText } from "./storable-text-check";

// Hidden fields: values a form's link carries (/f/{id}?customer_id=42&utm_source=news) that the
// respondent never sees, stored with the response. The names are part of the form's version,
// like its questions: the logic of a version may read them, so a response stays readable later.
// No zod here: the public page reads links with these (hidden-field-schemas.ts holds the schemas).

export const HIDDEN_FIELD_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The names the "Capture UTM parameters" switch declares, in this order. */
export const UTM_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

// Control characters (line breaks and tabs included) have no place in a value a link carries.
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

export function isHiddenFieldValue(value: string): boolean {
  return (
    value.length <= HIDDEN_FIELD_VALUE_MAX &&
    isStorableText(value) &&
    !CONTROL_CHARACTER.test(value)
  );
}

export type HiddenValues = Readonly<Record<string, string>>;

/**
 * The declared fields' values a link carries: the first of each name. A value that could not be
 * stored is left out, so a broken link never stops a respondent from submitting.
 */
export function readHiddenValues(
  names: readonly string[],
  params: URLSearchParams,
): Record<string, string> {
  // No prototype: a name such as "__proto__" stays a plain key.
  const values: Record<string, string> = Object.create(null);
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
  const kept: Record<string, string> = Object.create(null);
  if (!given) return kept;
  for (const name of names) {
    const value = given[name];
    if (Object.hasOwn(given, name) && value !== undefined && value !== "") kept[name] = value;
  }
  return kept;
}

/** A link's query (with its "?", or "") with these hidden field values added; blank ones left out. */
export function withHiddenValues(query: string, values: HiddenValues): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() !== "") params.set(name, value);
  }
  const joined = params.toString();
  return joined === "" ? "" : `?${joined}`;
}
