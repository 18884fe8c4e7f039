import {
  buildPresetRegex,
  findChangedFields,
  type RegexForm,
  type RegexPattern,
  type RegexPatternType,
  type Result,
  toRegexLiteral,
  toStoredRegex,
} from "@formloom/shared";

/** What the form's fields hold; Max Length stays text so an empty box means "no limit". */
export type RegexFormValues = {
  title: string;
  regex: string;
  errorMessage: string;
  maxLength: string;
  patternType: RegexPatternType;
};

/** The stored fields an update may change. */
export type RegexFields = Pick<RegexPattern, "title" | "regex" | "errorMessage">;

export const EMPTY_REGEX_FORM: RegexFormValues = {
  title: "",
  regex: "",
  errorMessage: "",
  maxLength: "",
  patternType: "none",
};

/** The edit form starts from the stored pattern, written back as /pattern/flags. */
export function toRegexFormValues(pattern: RegexPattern): RegexFormValues {
  return {
    ...EMPTY_REGEX_FORM,
    title: pattern.title,
    regex: toRegexLiteral(pattern.regex),
    errorMessage: pattern.errorMessage,
  };
}

function toRegexFields(form: RegexForm): RegexFields {
  return {
    title: form.title,
    regex: toStoredRegex(form.regex) ?? form.regex,
    errorMessage: form.errorMessage,
  };
}

/** Only what differs from the stored pattern goes in the update (SPEC §7). */
export function findRegexChanges(original: RegexPattern, form: RegexForm): Partial<RegexFields> {
  const { title, regex, errorMessage } = original;
  return findChangedFields<RegexFields>({ title, regex, errorMessage }, toRegexFields(form));
}

function parseMaxLength(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

/**
 * The Regex field's value for a pattern type and Max Length: null for none (the field is left
 * alone), else the preset bounded by Max Length, or the reason it cannot be built.
 */
export function getPresetRegex(
  type: RegexPatternType,
  maxLengthText: string,
): Result<string> | null {
  if (type === "none") return null;
  return buildPresetRegex(type, parseMaxLength(maxLengthText));
}
