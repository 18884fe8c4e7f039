import { z } from "zod";
import { calculationsSchema, NO_CALCULATIONS } from "./calculation-schemas";
import {
  CLOSED_MESSAGE_MAX,
  CONFIRMATION_MESSAGE_MAX,
  FORM_LAYOUTS,
  NOTIFY_MEMBERS_MAX,
  REDIRECT_URL_MAX,
} from "./constants";
import { embedSitesSchema } from "./embed-sites";
import {
  type FormSettings,
  quizSettingsSchema,
  responseLimitSchema,
  timestampSchema,
} from "./entities";
import { addedLanguagesSchema, isDefaultLanguageAdded, languageCodeSchema } from "./form-languages";
import { formThemeInputSchema } from "./form-theme";
import { SOURCE_LANGUAGE } from "./languages";
import { SETTINGS_MESSAGES } from "./messages";
import { spamProtectionSchema } from "./spam-protection";
import { SPAM_PROTECTION_OFF } from "./spam-protection-rules";
import { storableString } from "./storable-text";
import { hasSpaceOrControl, isWebAddress } from "./web-address";

// A form's response controls and quiz options: what the owner sets in the builder's Settings
// panel, and the one rule that says whether a form takes answers now. The server decides with
// it on every submission; the public page shows its verdict.

export const DEFAULT_FORM_SETTINGS: FormSettings = {
  acceptingResponses: true,
  closedMessage: "",
  closesAt: null,
  responseLimit: null,
  onePerUser: false,
  confirmationMessage: "",
  redirectUrl: null,
  shuffleQuestions: false,
  layout: "page",
  notifyOnResponse: false,
  notifyMemberIds: [],
  embedAllowedSites: [],
  language: SOURCE_LANGUAGE,
  languages: [],
  translationFallback: false,
  quiz: { releaseScore: "immediately", showCorrectAnswers: false },
  theme: null,
  spamProtection: SPAM_PROTECTION_OFF,
  calculations: NO_CALCULATIONS,
  keepUnfinished: false,
  sendRespondentCopy: false,
};

const redirectUrlSchema = storableString()
  .trim()
  .max(REDIRECT_URL_MAX, SETTINGS_MESSAGES.redirectUrlTooLong)
  .refine((value) => !hasSpaceOrControl(value), SETTINGS_MESSAGES.redirectUrlHasSpaces)
  .refine(
    (value) => value === "" || isWebAddress(value, ["https:"]),
    SETTINGS_MESSAGES.redirectUrlNotHttps,
  )
  .transform((value) => (value === "" ? null : value));

// Whether each is a member of the form's workspace is the server's to check (it knows them).
const notifyMemberIdsSchema = z
  .array(z.uuid(SETTINGS_MESSAGES.notifyMemberInvalid))
  .max(NOTIFY_MEMBERS_MAX, SETTINGS_MESSAGES.notifyMembersTooMany)
  .transform((ids) => [...new Set(ids)]);

const settingsFields = {
  acceptingResponses: z.boolean(),
  closedMessage: storableString()
    .trim()
    .max(CLOSED_MESSAGE_MAX, SETTINGS_MESSAGES.closedMessageTooLong),
  closesAt: timestampSchema.nullable(),
  responseLimit: responseLimitSchema(SETTINGS_MESSAGES.responseLimitInvalid).nullable(),
  onePerUser: z.boolean(),
  // Line breaks are kept: only the ends are trimmed.
  confirmationMessage: storableString()
    .trim()
    .max(CONFIRMATION_MESSAGE_MAX, SETTINGS_MESSAGES.confirmationMessageTooLong),
  redirectUrl: redirectUrlSchema.nullable(),
  shuffleQuestions: z.boolean(),
  layout: z.enum(FORM_LAYOUTS, SETTINGS_MESSAGES.layoutInvalid),
  notifyOnResponse: z.boolean(),
  notifyMemberIds: notifyMemberIdsSchema,
  embedAllowedSites: embedSitesSchema,
  language: languageCodeSchema,
  languages: addedLanguagesSchema,
  translationFallback: z.boolean(),
  quiz: quizSettingsSchema,
  // Refused when a colour pair a respondent reads falls below WCAG AA.
  theme: formThemeInputSchema.nullable(),
  spamProtection: spamProtectionSchema,
  calculations: calculationsSchema,
  keepUnfinished: z.boolean(),
  sendRespondentCopy: z.boolean(),
};

/** The Settings panel as saved with the form (POST/PUT /api/forms): every field, or defaults. */
export const formSettingsInputSchema = z
  .object({
    acceptingResponses: settingsFields.acceptingResponses.default(true),
    closedMessage: settingsFields.closedMessage.default(""),
    closesAt: settingsFields.closesAt.default(null),
    responseLimit: settingsFields.responseLimit.default(null),
    onePerUser: settingsFields.onePerUser.default(false),
    confirmationMessage: settingsFields.confirmationMessage.default(""),
    redirectUrl: settingsFields.redirectUrl.default(null),
    shuffleQuestions: settingsFields.shuffleQuestions.default(false),
    layout: settingsFields.layout.default(DEFAULT_FORM_SETTINGS.layout),
    notifyOnResponse: settingsFields.notifyOnResponse.default(false),
    notifyMemberIds: settingsFields.notifyMemberIds.default([]),
    embedAllowedSites: settingsFields.embedAllowedSites.default([]),
    language: settingsFields.language.default(DEFAULT_FORM_SETTINGS.language),
    languages: settingsFields.languages.default([]),
    translationFallback: settingsFields.translationFallback.default(false),
    quiz: settingsFields.quiz.default(DEFAULT_FORM_SETTINGS.quiz),
    theme: settingsFields.theme.default(null),
    spamProtection: settingsFields.spamProtection.default(SPAM_PROTECTION_OFF),
    calculations: settingsFields.calculations.default(NO_CALCULATIONS),
    keepUnfinished: settingsFields.keepUnfinished.default(false),
    sendRespondentCopy: settingsFields.sendRespondentCopy.default(false),
  })
  .refine((settings) => !isDefaultLanguageAdded(settings), {
    message: SETTINGS_MESSAGES.languagesHasDefault,
    path: ["languages"],
  });

/**
 * PUT /api/forms/{id}/settings: only the fields given change (the dashboard's switch). The
 * languages are checked together once the patch is applied (findSettingsIssues).
 */
export const formSettingsPatchSchema = z
  .object({
    ...settingsFields,
    quiz: settingsFields.quiz.partial(),
    spamProtection: settingsFields.spamProtection.partial(),
  })
  .partial();

export type FormSettingsInput = z.input<typeof formSettingsInputSchema>;
export type FormSettingsPatch = z.output<typeof formSettingsPatchSchema>;

/** Settings stored before a field existed read it as its default. */
export function withSettingsDefaults(
  stored: Partial<FormSettings> | null | undefined,
): FormSettings {
  return {
    ...DEFAULT_FORM_SETTINGS,
    ...stored,
    quiz: { ...DEFAULT_FORM_SETTINGS.quiz, ...stored?.quiz },
    spamProtection: { ...SPAM_PROTECTION_OFF, ...stored?.spamProtection },
  };
}

export function applySettingsPatch(settings: FormSettings, patch: FormSettingsPatch): FormSettings {
  return {
    ...settings,
    ...patch,
    quiz: { ...settings.quiz, ...patch.quiz },
    spamProtection: { ...settings.spamProtection, ...patch.spamProtection },
  };
}

/** Field → message for what a patch leaves wrong across fields once applied; empty when nothing. */
export function findSettingsIssues(settings: FormSettings): Record<string, string> {
  return isDefaultLanguageAdded(settings)
    ? { languages: SETTINGS_MESSAGES.languagesHasDefault }
    : {};
}

export type FormClosedReason = "switchedOff" | "closingTimePassed" | "responseLimitReached";

/**
 * Why the form takes no answer now, or null when it does. `responseCount` is every stored
 * response of the form, across its versions.
 */
export function findClosedReason(
  settings: Pick<FormSettings, "acceptingResponses" | "closesAt" | "responseLimit">,
  { now, responseCount }: { now: Date; responseCount: number },
): FormClosedReason | null {
  if (!settings.acceptingResponses) return "switchedOff";
  if (settings.closesAt !== null && now.getTime() >= Date.parse(settings.closesAt)) {
    return "closingTimePassed";
  }
  if (settings.responseLimit !== null && responseCount >= settings.responseLimit) {
    return "responseLimitReached";
  }
  return null;
}

/**
 * Whether a respondent may see the score of a response submitted at `submittedAt`: always,
 * unless the quiz releases scores later and the owner has not released them since.
 */
export function isScoreReleased(
  settings: Pick<FormSettings, "quiz">,
  scoresReleasedAt: Date | null,
  submittedAt: Date,
): boolean {
  if (settings.quiz.releaseScore !== "later") return true;
  return scoresReleasedAt !== null && submittedAt.getTime() <= scoresReleasedAt.getTime();
}
