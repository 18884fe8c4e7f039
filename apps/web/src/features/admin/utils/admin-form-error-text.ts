import {
  ADMIN_MESSAGES,
  ADMIN_NAME_MAX,
  ADMIN_NAME_MIN,
  AUTH_MESSAGES,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_MAX_LENGTH_MAX,
  REGEX_MAX_LENGTH_MIN,
  REGEX_MESSAGES,
  REGEX_PATTERN_MAX,
  REGEX_TITLE_MAX,
} from "@formloom/shared";
import type { AppTextId, AppTextValues } from "@/lib/i18n/use-app-text";

// The shared schemas write their messages in English (the server sends the same ones), so the
// forms find each one's catalogue text by its English wording.

type CatalogueText = readonly [AppTextId, AppTextValues?];
type Translate = (id: AppTextId, values?: AppTextValues) => string;

const BY_MESSAGE = new Map<string, CatalogueText>([
  [ADMIN_MESSAGES.nameRequired, ["admin.validation.nameRequired"]],
  [ADMIN_MESSAGES.nameTooShort, ["admin.validation.nameTooShort", { min: ADMIN_NAME_MIN }]],
  [ADMIN_MESSAGES.nameTooLong, ["admin.validation.nameTooLong", { max: ADMIN_NAME_MAX }]],
  [ADMIN_MESSAGES.nameLettersOnly, ["admin.validation.nameLettersOnly"]],
  [AUTH_MESSAGES.nameLettersOnly, ["admin.validation.nameLettersOnly"]],
  [REGEX_MESSAGES.titleRequired, ["admin.validation.titleRequired"]],
  [REGEX_MESSAGES.titleTooLong, ["admin.validation.titleTooLong", { max: REGEX_TITLE_MAX }]],
  [REGEX_MESSAGES.patternRequired, ["admin.validation.patternRequired"]],
  [REGEX_MESSAGES.patternInvalid, ["admin.validation.patternInvalid"]],
  [REGEX_MESSAGES.patternTooLong, ["admin.validation.patternTooLong", { max: REGEX_PATTERN_MAX }]],
  [REGEX_MESSAGES.errorMessageRequired, ["admin.validation.errorMessageRequired"]],
  [
    REGEX_MESSAGES.errorMessageTooLong,
    ["admin.validation.errorMessageTooLong", { max: REGEX_ERROR_MESSAGE_MAX }],
  ],
  [
    REGEX_MESSAGES.maxLengthOutOfRange,
    [
      "admin.validation.maxLengthOutOfRange",
      { min: REGEX_MAX_LENGTH_MIN, max: REGEX_MAX_LENGTH_MAX },
    ],
  ],
]);

/** The one message that carries a number of its own: a preset's minimum length. */
function belowPresetMinimum(message: string): CatalogueText | undefined {
  const min = Number(/\d+/.exec(message)?.[0]);
  return Number.isInteger(min) && message === REGEX_MESSAGES.maxLengthBelowPresetMinimum(min)
    ? ["admin.validation.maxLengthBelowPresetMinimum", { min }]
    : undefined;
}

/**
 * A validation message of the admin forms in the language the app speaks. A message that is not
 * the shared schemas' own (a server's field error) is shown as it came.
 */
export function adminFormErrorText(t: Translate, message: string): string;
export function adminFormErrorText(t: Translate, message: string | undefined): string | undefined;
export function adminFormErrorText(t: Translate, message: string | undefined) {
  if (message === undefined) return undefined;
  const known = BY_MESSAGE.get(message) ?? belowPresetMinimum(message);
  return known ? t(...known) : message;
}
