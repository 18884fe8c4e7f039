import {
  ADDED_LANGUAGES_MAX,
  BUILDER_MESSAGES,
  CALCULATION_MESSAGES,
  CLOSED_MESSAGE_MAX,
  CONFIRMATION_MESSAGE_MAX,
  EMBED_SITES_MAX,
  FEEDBACK_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_TEXT_KEY_MAX,
  FORM_TITLE_MAX,
  HIDDEN_FIELD_MESSAGES,
  HIDDEN_FIELD_NAME_MAX,
  HIDDEN_FIELDS_MAX,
  LANGUAGE_CODES,
  LOGIC_MESSAGES,
  MATRIX_MAX_ROWS,
  MATRIX_MIN_ROWS,
  MAX_CONDITIONS,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  MIN_SECONDS_TO_SUBMIT_INVALID,
  MIN_SECONDS_TO_SUBMIT_MAX,
  NOTIFY_MEMBERS_MAX,
  NUMBER_ANSWER_LIMIT,
  OPTION_IMAGE_ALT_MAX,
  OPTION_TEXT_MAX,
  PIPING_MESSAGES,
  POINTS_MAX,
  POINTS_MIN,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_TEXT_MAX,
  RATING_MAX,
  RATING_MIN,
  REDIRECT_URL_MAX,
  RESPONSE_LIMIT_MAX,
  SCALE_LABEL_MAX,
  SCALE_MAX_MAX,
  SCALE_MAX_MIN,
  SETTINGS_MESSAGES,
  TEXT_ANSWER_MAX,
  TRANSLATED_TEXT_MAX,
  TRANSLATION_FILE_HEADERS,
  TRANSLATION_FILE_MESSAGES,
  TRANSLATIONS_MESSAGES,
} from "@formloom/shared";
import { type AppTextId, type AppTextValues, appText } from "@/lib/i18n/use-app-text";

// The rules' messages come from @formloom/shared in English (the server sends the same words).
// The builder shows them in the app's language by finding the catalogue text that says them.

export type RuleText = { id: AppTextId; values?: AppTextValues };

const FIXED: [message: string, id: AppTextId, values?: AppTextValues][] = [
  [BUILDER_MESSAGES.titleRequired, "builder.rule.titleRequired"],
  [BUILDER_MESSAGES.titleTooLong, "builder.rule.titleTooLong", { max: FORM_TITLE_MAX }],
  [
    BUILDER_MESSAGES.descriptionTooLong,
    "builder.rule.descriptionTooLong",
    { max: FORM_DESCRIPTION_MAX },
  ],
  [BUILDER_MESSAGES.questionTitleRequired, "builder.rule.questionTitleRequired"],
  [
    BUILDER_MESSAGES.questionTextTooLong,
    "builder.rule.questionTextTooLong",
    { max: QUESTION_TEXT_MAX },
  ],
  [BUILDER_MESSAGES.questionsRequired, "builder.rule.questionsRequired"],
  [BUILDER_MESSAGES.tooManyQuestions, "builder.rule.tooManyQuestions", { max: MAX_QUESTIONS }],
  [BUILDER_MESSAGES.questionTypeInvalid, "builder.rule.questionTypeInvalid"],
  [BUILDER_MESSAGES.optionsRequired, "builder.rule.optionsRequired"],
  [BUILDER_MESSAGES.tooManyOptions, "builder.rule.tooManyOptions", { max: MAX_OPTIONS }],
  [BUILDER_MESSAGES.optionBlank, "builder.rule.optionBlank"],
  [BUILDER_MESSAGES.optionTooLong, "builder.rule.optionTooLong", { max: OPTION_TEXT_MAX }],
  [BUILDER_MESSAGES.optionsNotUnique, "builder.rule.optionsNotUnique"],
  [BUILDER_MESSAGES.correctAnswerNotAnOption, "builder.rule.correctAnswerNotAnOption"],
  [BUILDER_MESSAGES.singleCorrectAnswer, "builder.rule.singleCorrectAnswer"],
  [
    BUILDER_MESSAGES.correctAnswerTooLong,
    "builder.rule.correctAnswerTooLong",
    { max: TEXT_ANSWER_MAX },
  ],
  [
    BUILDER_MESSAGES.ratingOutOfRange,
    "builder.rule.ratingOutOfRange",
    { min: RATING_MIN, max: RATING_MAX },
  ],
  [BUILDER_MESSAGES.questionIdsNotUnique, "builder.rule.questionIdsNotUnique"],
  [BUILDER_MESSAGES.columnsNotUnique, "builder.rule.columnsNotUnique"],
  [BUILDER_MESSAGES.rowsRequired, "builder.rule.rowsRequired", { min: MATRIX_MIN_ROWS }],
  [BUILDER_MESSAGES.tooManyRows, "builder.rule.tooManyRows", { max: MATRIX_MAX_ROWS }],
  [BUILDER_MESSAGES.rowBlank, "builder.rule.rowBlank"],
  [BUILDER_MESSAGES.rowsNotUnique, "builder.rule.rowsNotUnique"],
  [BUILDER_MESSAGES.scaleMinInvalid, "builder.rule.scaleMinInvalid"],
  [BUILDER_MESSAGES.countryInvalid, "builder.rule.countryInvalid"],
  [BUILDER_MESSAGES.csatScaleRange, "builder.rule.csatScaleRange"],
  [BUILDER_MESSAGES.npsScaleRange, "builder.rule.npsScaleRange"],
  [BUILDER_MESSAGES.consentTextRequired, "builder.rule.consentTextRequired"],
  [BUILDER_MESSAGES.addressNoParts, "builder.rule.addressNoParts"],
  [BUILDER_MESSAGES.optionImageInvalid, "builder.rule.optionImageInvalid"],
  [BUILDER_MESSAGES.optionImagesMismatch, "builder.rule.optionImagesMismatch"],
  [
    BUILDER_MESSAGES.optionImageAltTooLong,
    "builder.rule.optionImageAltTooLong",
    { max: OPTION_IMAGE_ALT_MAX },
  ],
  [
    BUILDER_MESSAGES.scaleMaxInvalid,
    "builder.rule.scaleMaxInvalid",
    { min: SCALE_MAX_MIN, max: SCALE_MAX_MAX },
  ],
  [BUILDER_MESSAGES.scaleLabelTooLong, "builder.rule.scaleLabelTooLong", { max: SCALE_LABEL_MAX }],
  [BUILDER_MESSAGES.numberBoundsReversed, "builder.rule.numberBoundsReversed"],
  [BUILDER_MESSAGES.numberBoundNotInteger, "builder.rule.numberBoundNotInteger"],
  [
    BUILDER_MESSAGES.numberBoundInvalid,
    "builder.rule.numberBoundInvalid",
    { limit: String(NUMBER_ANSWER_LIMIT) },
  ],
  [BUILDER_MESSAGES.dateBoundInvalid, "builder.rule.dateBoundInvalid"],
  [BUILDER_MESSAGES.dateBoundsReversed, "builder.rule.dateBoundsReversed"],
  [
    BUILDER_MESSAGES.lengthBoundInvalid,
    "builder.rule.lengthBoundInvalid",
    { max: TEXT_ANSWER_MAX },
  ],
  [BUILDER_MESSAGES.lengthBoundsReversed, "builder.rule.lengthBoundsReversed"],
  [BUILDER_MESSAGES.correctAnswerNotANumber, "builder.rule.correctAnswerNotANumber"],
  [BUILDER_MESSAGES.correctAnswerNotADate, "builder.rule.correctAnswerNotADate"],
  [BUILDER_MESSAGES.correctAnswerNotOnScale, "builder.rule.correctAnswerNotOnScale"],
  [BUILDER_MESSAGES.correctAnswerPerRow, "builder.rule.correctAnswerPerRow"],
  [BUILDER_MESSAGES.correctAnswerNotAnOrder, "builder.rule.correctAnswerNotAnOrder"],
  [
    BUILDER_MESSAGES.sectionDescriptionTooLong,
    "builder.rule.sectionDescriptionTooLong",
    { max: QUESTION_DESCRIPTION_MAX },
  ],
  [
    BUILDER_MESSAGES.pointsOutOfRange,
    "builder.rule.pointsOutOfRange",
    { min: POINTS_MIN, max: POINTS_MAX },
  ],
  [BUILDER_MESSAGES.feedbackTooLong, "builder.rule.feedbackTooLong", { max: FEEDBACK_MAX }],
  [BUILDER_MESSAGES.firstQuestionCannotMoveUp, "builder.rule.firstQuestionCannotMoveUp"],
  [BUILDER_MESSAGES.lastQuestionCannotMoveDown, "builder.rule.lastQuestionCannotMoveDown"],
  [LOGIC_MESSAGES.tooManyConditions, "builder.rule.tooManyConditions", { max: MAX_CONDITIONS }],
  [LOGIC_MESSAGES.conditionsRequired, "builder.rule.conditionsRequired"],
  [LOGIC_MESSAGES.referenceMissing, "builder.rule.referenceMissing"],
  [LOGIC_MESSAGES.referenceNotBefore, "builder.rule.referenceNotBefore"],
  [LOGIC_MESSAGES.referenceIsSection, "builder.rule.referenceIsSection"],
  [LOGIC_MESSAGES.operatorNotForType, "builder.rule.operatorNotForType"],
  [LOGIC_MESSAGES.valueRequired, "builder.rule.valueRequired"],
  [LOGIC_MESSAGES.valueNotAnOption, "builder.rule.valueNotAnOption"],
  [LOGIC_MESSAGES.valueNotANumber, "builder.rule.valueNotANumber"],
  [LOGIC_MESSAGES.valueNotADate, "builder.rule.valueNotADate"],
  [LOGIC_MESSAGES.noEarlierQuestion, "builder.rule.noEarlierQuestion"],
  [HIDDEN_FIELD_MESSAGES.nameRequired, "builder.rule.hiddenFieldNameRequired"],
  [
    HIDDEN_FIELD_MESSAGES.nameTooLong,
    "builder.rule.hiddenFieldNameTooLong",
    { max: HIDDEN_FIELD_NAME_MAX },
  ],
  [HIDDEN_FIELD_MESSAGES.nameInvalid, "builder.rule.hiddenFieldNameInvalid"],
  [HIDDEN_FIELD_MESSAGES.nameTaken, "builder.rule.hiddenFieldNameTaken"],
  [HIDDEN_FIELD_MESSAGES.tooMany, "builder.rule.hiddenFieldsTooMany", { max: HIDDEN_FIELDS_MAX }],
  [HIDDEN_FIELD_MESSAGES.referenceMissing, "builder.rule.hiddenFieldReferenceMissing"],
  [PIPING_MESSAGES.questionMissing, "builder.rule.pipingQuestionMissing"],
  [CALCULATION_MESSAGES.variableNameInvalid, "builder.rule.variableNameInvalid"],
  [CALCULATION_MESSAGES.variableNameTaken, "builder.rule.variableNameTaken"],
  [CALCULATION_MESSAGES.startWrongType, "builder.rule.variableStartWrongType"],
  [CALCULATION_MESSAGES.ruleQuestionMissing, "builder.rule.calculationQuestionMissing"],
  [CALCULATION_MESSAGES.ruleOptionMissing, "builder.rule.calculationOptionMissing"],
  [CALCULATION_MESSAGES.ruleNeedsOption, "builder.rule.calculationNeedsOption"],
  [CALCULATION_MESSAGES.ruleNeedsNumberAnswer, "builder.rule.calculationNeedsNumberAnswer"],
  [CALCULATION_MESSAGES.variableOnlyInEndings, "builder.rule.variableOnlyInEndings"],
  [
    SETTINGS_MESSAGES.closedMessageTooLong,
    "builder.rule.closedMessageTooLong",
    { max: CLOSED_MESSAGE_MAX },
  ],
  [
    SETTINGS_MESSAGES.confirmationMessageTooLong,
    "builder.rule.confirmationMessageTooLong",
    { max: CONFIRMATION_MESSAGE_MAX },
  ],
  [
    SETTINGS_MESSAGES.redirectUrlTooLong,
    "builder.rule.redirectUrlTooLong",
    { max: REDIRECT_URL_MAX },
  ],
  [SETTINGS_MESSAGES.redirectUrlNotHttps, "builder.rule.redirectUrlNotHttps"],
  [SETTINGS_MESSAGES.redirectUrlHasSpaces, "builder.rule.redirectUrlHasSpaces"],
  [
    SETTINGS_MESSAGES.responseLimitInvalid,
    "builder.rule.responseLimitInvalid",
    { max: RESPONSE_LIMIT_MAX },
  ],
  [
    MIN_SECONDS_TO_SUBMIT_INVALID,
    "builder.rule.minSecondsToSubmitInvalid",
    { max: MIN_SECONDS_TO_SUBMIT_MAX },
  ],
  [SETTINGS_MESSAGES.embedSitesTooMany, "builder.rule.embedSitesTooMany", { max: EMBED_SITES_MAX }],
  [SETTINGS_MESSAGES.embedSiteInvalid, "builder.rule.embedSiteInvalid"],
  [SETTINGS_MESSAGES.layoutInvalid, "builder.rule.layoutInvalid"],
  [
    SETTINGS_MESSAGES.languageUnknown,
    "builder.rule.languageUnknown",
    { codes: LANGUAGE_CODES.join(", ") },
  ],
  [
    SETTINGS_MESSAGES.languagesTooMany,
    "builder.rule.languagesTooMany",
    { max: ADDED_LANGUAGES_MAX },
  ],
  [SETTINGS_MESSAGES.languagesHasDefault, "builder.rule.languagesHasDefault"],
  [SETTINGS_MESSAGES.notifyMemberInvalid, "builder.rule.notifyMemberInvalid"],
  [
    SETTINGS_MESSAGES.notifyMembersTooMany,
    "builder.rule.notifyMembersTooMany",
    { max: NOTIFY_MEMBERS_MAX },
  ],
  [TRANSLATIONS_MESSAGES.keyTooLong, "builder.rule.keyTooLong", { max: FORM_TEXT_KEY_MAX }],
  [TRANSLATIONS_MESSAGES.textTooLong, "builder.rule.textTooLong", { max: TRANSLATED_TEXT_MAX }],
  [TRANSLATIONS_MESSAGES.unknownKey, "builder.rule.unknownKey"],
  [
    TRANSLATION_FILE_MESSAGES.noKeyColumn,
    "builder.rule.noKeyColumn",
    { column: TRANSLATION_FILE_HEADERS.key },
  ],
  [TRANSLATION_FILE_MESSAGES.sourceChanged, "builder.rule.sourceChanged"],
];

// Messages with a part that varies, read back from their English wording.
const PATTERNS: [pattern: RegExp, toText: (match: RegExpExecArray) => RuleText][] = [
  [
    /^The form has no variable "(.*)"$/s,
    ([, name = ""]) => ({ id: "builder.rule.variableUnknown", values: { name } }),
  ],
  [
    /^"(.*)" is a text variable: it can only be set, to a text$/s,
    ([, name = ""]) => ({ id: "builder.rule.calculationTextVariable", values: { name } }),
  ],
  [
    /^"(.*)" is a number variable: use a number$/s,
    ([, name = ""]) => ({ id: "builder.rule.calculationNumberVariable", values: { name } }),
  ],
  [
    /^This question needs at least (\d+) (options|columns)$/,
    ([, min, noun]) => ({
      id: noun === "columns" ? "builder.rule.tooFewColumns" : "builder.rule.tooFewOptions",
      values: { min: Number(min) },
    }),
  ],
  [
    /^This question can have at most (\d+) (options|columns)$/,
    ([, max, noun]) => ({
      id: noun === "columns" ? "builder.rule.tooManyColumns" : "builder.rule.tooManyOptionsOfType",
      values: { max: Number(max) },
    }),
  ],
  [
    /^"(.*)" is used by the logic of a later question: change that logic first$/s,
    ([, question = ""]) => ({ id: "builder.rule.questionStillReferenced", values: { question } }),
  ],
  [
    /^"(.*)" is used by an ending's condition: change that condition first$/s,
    ([, question = ""]) => ({ id: "builder.rule.questionInEnding", values: { question } }),
  ],
  [
    /^"(.*)" is a section: it has no answer to show$/s,
    ([, question = ""]) => ({ id: "builder.rule.pipingIsSection", values: { question } }),
  ],
  [
    /^"(.*)" does not come before this text: only earlier answers can be shown$/s,
    ([, question = ""]) => ({ id: "builder.rule.pipingNotBefore", values: { question } }),
  ],
  [
    /^Logic may hide "(.*)": give its answer a fallback text$/s,
    ([, question = ""]) => ({ id: "builder.rule.pipingFallbackRequired", values: { question } }),
  ],
  [
    /^This text shows the hidden field "(.*)" the form does not have$/s,
    ([, name = ""]) => ({ id: "builder.rule.pipingHiddenFieldMissing", values: { name } }),
  ],
  [
    /^This translation must be at most (\d+) characters$/,
    ([, max]) => ({ id: "builder.rule.tooLongFor", values: { max: Number(max) } }),
  ],
  [
    /^(.+) is not one of this form's added languages$/,
    ([, language = ""]) => ({ id: "builder.rule.languageNotAdded", values: { language } }),
  ],
  [
    /^"(.*)" is not one of this form's languages$/,
    ([, header = ""]) => ({ id: "builder.rule.columnNotAdded", values: { header } }),
  ],
  [
    /^The file has no "(.+)" column with the (.+) texts\.$/,
    ([, code = "", language = ""]) => ({
      id: "builder.rule.noSourceColumn",
      values: { code, language },
    }),
  ],
];

let fixedTexts: Map<string, RuleText> | undefined;

/** The catalogue text that says a rule's English message, or undefined for another message. */
export function findRuleText(message: string): RuleText | undefined {
  fixedTexts ??= new Map(FIXED.map(([text, id, values]) => [text, { id, values }]));
  const fixed = fixedTexts.get(message);
  if (fixed) return fixed;
  for (const [pattern, toText] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return toText(match);
  }
  return undefined;
}

type Say = (id: AppTextId, values?: AppTextValues) => string;

/**
 * A rule's message in the app's language. "Name: message" (a site, a language) keeps its name.
 * A message the catalogue does not know (a server's own words) shows as it came.
 */
export function sayRule(message: string, say: Say = appText): string {
  const text = findRuleText(message);
  if (text) return say(text.id, text.values);
  const named = /^([^:\n]+): (.+)$/s.exec(message);
  const tail = named?.[2] && findRuleText(named[2]);
  return named && tail ? `${named[1]}: ${say(tail.id, tail.values)}` : message;
}

/** Each message of a field → message record, in the app's language. */
export function sayRules(errors: Record<string, string>, say: Say = appText) {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, sayRule(message, say)]),
  );
}
