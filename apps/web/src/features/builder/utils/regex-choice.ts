import type { RegexPattern, RegexValidation } from "@formloom/shared";

export const NO_VALIDATION = "none";
export const SAVED_PATTERN = "saved";

/**
 * The select's value for a question's pattern: the matching active pattern's id, or
 * SAVED_PATTERN when the saved one is no longer in the active list.
 */
export function toRegexChoice(
  regex: RegexValidation | null | undefined,
  patterns: readonly RegexPattern[],
): string {
  if (!regex) return NO_VALIDATION;
  const match =
    patterns.find((pattern) => pattern.regex === regex.regex && pattern.title === regex.title) ??
    patterns.find((pattern) => pattern.regex === regex.regex);
  return match ? match._id : SAVED_PATTERN;
}

/** What the question stores for a choice: {title, regex}, or null for 'No Validation'. */
export function fromRegexChoice(
  choice: string,
  patterns: readonly RegexPattern[],
  saved: RegexValidation | null | undefined,
): RegexValidation | null {
  if (choice === NO_VALIDATION) return null;
  if (choice === SAVED_PATTERN) return saved ?? null;
  const pattern = patterns.find((item) => item._id === choice);
  return pattern ? { title: pattern.title, regex: pattern.regex } : null;
}
