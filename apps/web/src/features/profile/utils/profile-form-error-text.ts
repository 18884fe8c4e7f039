import {
  ACCOUNT_MESSAGES,
  API_KEY_EXPIRY_DAYS,
  API_KEY_MESSAGES,
  API_KEY_NAME_MAX,
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MAX,
  DEACTIVATE_REASON_MAX,
  LOGIN_PASSWORD_MAX,
  NAME_MAX,
  PASSWORD_MIN,
  PROFILE_NAME_MIN,
} from "@formloom/shared";
import type { AppTextId, AppTextValues } from "@/lib/i18n/use-app-text";

// The shared schemas write their messages in English (the server sends the same ones), so the
// profile's forms find each one's catalogue text by its English wording.

type CatalogueText = readonly [AppTextId, AppTextValues?];
type Translate = (id: AppTextId, values?: AppTextValues) => string;

const BY_MESSAGE = new Map<string, CatalogueText>([
  [ACCOUNT_MESSAGES.nameRequired, ["profile.validation.nameRequired"]],
  [AUTH_MESSAGES.nameTooShort, ["profile.validation.nameTooShort", { min: PROFILE_NAME_MIN }]],
  [AUTH_MESSAGES.nameTooLong, ["profile.validation.nameTooLong", { max: NAME_MAX }]],
  [AUTH_MESSAGES.nameLettersOnly, ["profile.validation.nameLettersOnly"]],
  [ACCOUNT_MESSAGES.currentPasswordRequired, ["profile.validation.currentPasswordRequired"]],
  [AUTH_MESSAGES.passwordRequired, ["profile.validation.passwordRequired"]],
  [AUTH_MESSAGES.passwordTooShort, ["profile.validation.passwordTooShort", { min: PASSWORD_MIN }]],
  [
    AUTH_MESSAGES.passwordTooLong(CHANGE_PASSWORD_MAX),
    ["profile.validation.passwordTooLong", { max: CHANGE_PASSWORD_MAX }],
  ],
  [
    AUTH_MESSAGES.passwordTooLong(LOGIN_PASSWORD_MAX),
    ["profile.validation.passwordTooLong", { max: LOGIN_PASSWORD_MAX }],
  ],
  [ACCOUNT_MESSAGES.reasonRequired, ["profile.validation.reasonRequired"]],
  [ACCOUNT_MESSAGES.otherReasonRequired, ["profile.validation.otherReasonRequired"]],
  [
    ACCOUNT_MESSAGES.otherReasonTooLong,
    ["profile.validation.otherReasonTooLong", { max: DEACTIVATE_REASON_MAX }],
  ],
  [API_KEY_MESSAGES.nameRequired, ["profile.validation.apiKeyNameRequired"]],
  [
    API_KEY_MESSAGES.nameTooLong,
    ["profile.validation.apiKeyNameTooLong", { max: API_KEY_NAME_MAX }],
  ],
  [API_KEY_MESSAGES.scopeInvalid, ["profile.validation.apiKeyScopeInvalid"]],
  [
    API_KEY_MESSAGES.expiryInvalid,
    ["profile.validation.apiKeyExpiryInvalid", { days: API_KEY_EXPIRY_DAYS.join(", ") }],
  ],
]);

/**
 * A validation message of the profile's forms in the language the app speaks. A message that is
 * not the shared schemas' own (a server's field error) is shown as it came.
 */
export function profileFormErrorText(t: Translate, message: string | undefined) {
  if (message === undefined) return undefined;
  const known = BY_MESSAGE.get(message);
  return known ? t(...known) : message;
}
