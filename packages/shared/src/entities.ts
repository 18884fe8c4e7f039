import { z } from "zod";
import { calculationsSchema, variableReferenceSchema } from "./calculation-schemas";
import {
  ADDED_LANGUAGES_MAX,
  ADDRESS_PART_MODES,
  ADDRESS_PARTS,
  CLOSED_MESSAGE_MAX,
  CONFIRMATION_MESSAGE_MAX,
  EMAIL_MAX,
  EMBED_SITE_MAX_LENGTH,
  EMBED_SITES_MAX,
  FEEDBACK_MAX,
  FILE_TYPES,
  FILE_URL_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_LAYOUTS,
  FORM_TITLE_MAX,
  HIDDEN_FIELDS_MAX,
  IMAGE_CHOICE_MAX_OPTIONS,
  LIST_ANSWER_MAX,
  LOGIC_MATCHES,
  LOGIC_OPERATORS,
  MATRIX_MAX_ROWS,
  MAX_CONDITIONS,
  MAX_QUESTIONS,
  NOTIFY_MEMBERS_MAX,
  NUMBER_ANSWER_LIMIT,
  OPTION_IMAGE_ALT_MAX,
  OPTION_TEXT_MAX,
  OPTIONS_LIST_MAX,
  POINTS_MAX,
  POINTS_MIN,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPE_IDS,
  REDIRECT_URL_MAX,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_MAX_LENGTH_MAX,
  REGEX_PATTERN_MAX,
  REGEX_TITLE_MAX,
  RELEASE_SCORE_MODES,
  RESPONSE_LIMIT_MAX,
  SCALE_LABEL_MAX,
  SCALE_PRESETS,
  TEXT_ANSWER_MAX,
} from "./constants";
import { formThemeSchema } from "./form-theme";
import { hiddenFieldReferenceSchema } from "./hidden-field-schemas";
import { LANGUAGE_CODES } from "./languages";
import { logicValueSchema } from "./logic-draft-schema";

import { spamProtectionSchema } from "./spam-protection";
import { storableString } from "./storable-text";
import { WORKSPACE_ROLES } from "./workspace-roles";

// Entities of SPEC §3 as the API sends them (DESIGN §4): the spec's field names,
// UUID ids, ISO 8601 timestamps.

export const idSchema = z.uuid();
export const timestampSchema = z.iso.datetime({ offset: true });

export const questionTypeSchema = z.enum(QUESTION_TYPE_IDS);
export const fileTypeSchema = z.enum(FILE_TYPES);

export const regexValidationSchema = z.object({
  title: storableString().max(REGEX_TITLE_MAX),
  regex: storableString().min(1).max(REGEX_PATTERN_MAX),
});

// A calendar date as a date question answers it: YYYY-MM-DD.
export const isoDateSchema = z.iso.date();

// A country as ISO 3166-1 alpha-2, upper case ("FR").
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);

// An address question's parts: each asked and required, asked, or not asked. A part left out
// is asked as DEFAULT_ADDRESS_PARTS says.
export const addressPartModeSchema = z.enum(ADDRESS_PART_MODES);
export const addressPartsSchema = z.partialRecord(z.enum(ADDRESS_PARTS), addressPartModeSchema);

// Bounds a form's owner sets: a number's range, a date's range, a text's length.
export const numberBoundSchema = z.number().min(-NUMBER_ANSWER_LIMIT).max(NUMBER_ANSWER_LIMIT);
const lengthBoundSchema = z.number().int().min(0).max(TEXT_ANSWER_MAX);

export const questionValidationsSchema = z.object({
  regex: regexValidationSchema.nullable().optional(),
  fileType: fileTypeSchema.optional(),
  min: numberBoundSchema.optional(),
  max: numberBoundSchema.optional(),
  integer: z.boolean().optional(),
  minDate: isoDateSchema.optional(),
  maxDate: isoDateSchema.optional(),
  minLength: lengthBoundSchema.optional(),
  maxLength: lengthBoundSchema.optional(),
  // A phone question's country for numbers typed without a "+" (ISO 3166 alpha-2).
  defaultCountry: countryCodeSchema.optional(),
  // An address question's parts (address.ts).
  addressParts: addressPartsSchema.optional(),
  // An image choice lets the respondent pick several options (otherwise at most one).
  multiple: z.boolean().optional(),
});

// An image choice option's picture, beside its label (the label stays its accessible name and
// the stored answer); no image yet is null. The alt text describes the picture for those who
// cannot see it.
export const optionImageSchema = z.object({
  imageId: z.uuid().nullable(),
  alt: z.string().max(OPTION_IMAGE_ALT_MAX),
});

// Shown only when its conditions hold (form-logic.ts). A condition names an earlier question
// (or a hidden field of the version, "hidden:<name>");
// `value` is an option, a text, a number or a YYYY-MM-DD date, absent for answered/notAnswered.
export const logicOperatorSchema = z.enum(LOGIC_OPERATORS);
export { logicValueSchema };
export const logicConditionSchema = z.object({
  questionId: z.union([idSchema, hiddenFieldReferenceSchema, variableReferenceSchema]),
  operator: logicOperatorSchema,
  value: logicValueSchema.optional(),
});
export const logicSchema = z.object({
  match: z.enum(LOGIC_MATCHES),
  conditions: z.array(logicConditionSchema).min(1).max(MAX_CONDITIONS),
});

export const feedbackSchema = z.object({
  correct: z.string().max(FEEDBACK_MAX),
  incorrect: z.string().max(FEEDBACK_MAX),
});

export const questionSchema = z.object({
  _id: idSchema,
  questionType: questionTypeSchema,
  questionText: z.string().max(QUESTION_TEXT_MAX),
  required: z.boolean(),
  // One entry for most types; a checkbox's ticked options, a grid's column per row, a
  // ranking's order.
  correctAnswer: z.array(z.string().max(TEXT_ANSWER_MAX)).max(OPTIONS_LIST_MAX),
  validations: questionValidationsSchema,
  // Choices, or a grid's columns.
  options: z.array(z.string().max(OPTION_TEXT_MAX)).max(OPTIONS_LIST_MAX),
  maxRating: z.number().int().nullable(),
  // An image choice's pictures, one per option in the options' order; empty for the other types.
  optionImages: z.array(optionImageSchema).max(IMAGE_CHOICE_MAX_OPTIONS),
  // A grid's rows; empty for the other types.
  rows: z.array(z.string().max(OPTION_TEXT_MAX)).max(MATRIX_MAX_ROWS),
  // A linear scale's ends; null and "" for the other types.
  scaleMin: z.number().int().nullable(),
  scaleMax: z.number().int().nullable(),
  scaleMinLabel: z.string().max(SCALE_LABEL_MAX),
  scaleMaxLabel: z.string().max(SCALE_LABEL_MAX),
  // The preset a linear scale was made from (NPS, CSAT), null otherwise.
  scalePreset: z.enum(SCALE_PRESETS).nullable(),
  // A section's text under its title (a section's questionText is the page title); a consent
  // question's legal text.
  description: z.string().max(QUESTION_DESCRIPTION_MAX),
  logic: logicSchema.nullable(),
  // What a right answer earns in a quiz; ignored for questions without a correct answer.
  points: z.number().int().min(POINTS_MIN).max(POINTS_MAX),
  feedback: feedbackSchema.nullable(),
});

// What a respondent receives: never the correct answers of a quiz, nor their feedback. A pattern comes with the
// admin's error message, read from the live pattern (the question stores only title and regex).
export const publicQuestionSchema = questionSchema
  .omit({ correctAnswer: true, feedback: true })
  .extend({
    validations: questionValidationsSchema.extend({
      regex: regexValidationSchema
        .extend({ errorMessage: z.string().max(REGEX_ERROR_MESSAGE_MAX).optional() })
        .nullable()
        .optional(),
    }),
  });

/** A response limit's bounds, for the saved settings and for their input alike. */
export function responseLimitSchema(message?: string) {
  return z.number({ error: message }).int(message).min(1, message).max(RESPONSE_LIMIT_MAX, message);
}

// Response controls and quiz options (form-settings.ts). Saving them never adds a version.
export const quizSettingsSchema = z.object({
  releaseScore: z.enum(RELEASE_SCORE_MODES),
  showCorrectAnswers: z.boolean(),
});
export const formSettingsSchema = z.object({
  acceptingResponses: z.boolean(),
  // Shown instead of the questions once the form is closed; "" reads the default message.
  closedMessage: z.string().max(CLOSED_MESSAGE_MAX),
  closesAt: timestampSchema.nullable(),
  responseLimit: responseLimitSchema().nullable(),
  onePerUser: z.boolean(),
  // Replaces 'Your response has been recorded.' when not blank; plain text, line breaks kept.
  confirmationMessage: z.string().max(CONFIRMATION_MESSAGE_MAX),
  // https only; the thank-you page sends the respondent there after a few seconds.
  redirectUrl: z.string().max(REDIRECT_URL_MAX).nullable(),
  shuffleQuestions: z.boolean(),
  // The public page shows a page of questions at a time, or one question per screen.
  layout: z.enum(FORM_LAYOUTS),
  // A mail per new response (one per minute at most, then a digest) to each member named in
  // notifyMemberIds who may still read responses, or to the form's creator when none is named.
  notifyOnResponse: z.boolean(),
  notifyMemberIds: z.array(idSchema).max(NOTIFY_MEMBERS_MAX),
  // Origins whose pages may frame the public form page; empty lets every site embed it.
  embedAllowedSites: z.array(z.string().max(EMBED_SITE_MAX_LENGTH)).max(EMBED_SITES_MAX),
  // The public page speaks the default language, or one the form adds (never the default twice).
  language: z.enum(LANGUAGE_CODES),
  languages: z.array(z.enum(LANGUAGE_CODES)).max(ADDED_LANGUAGES_MAX),
  // An added language with a missing translation is offered to respondents only when this is
  // on; its missing texts then read in the default language (form-texts.ts).
  translationFallback: z.boolean(),
  quiz: quizSettingsSchema,
  // The public page's colours, font and shapes (form-theme.ts); null keeps the product's look.
  theme: formThemeSchema.nullable(),
  // Checks a submission must pass before it is stored (spam-protection.ts).
  spamProtection: spamProtectionSchema,
  // Variables, their rules per question, and endings (calculations.ts).
  calculations: calculationsSchema,
  // The answers of each page are kept on the server as the respondent moves on, so that they
  // can continue later (partial-responses.ts); off, nothing leaves the browser before submit.
  keepUnfinished: z.boolean(),
  // After a submit the respondent is mailed their answers: to the form's first email question's
  // answer, or else to the address they may give at the end of the form.
  sendRespondentCopy: z.boolean(),
});

// An added language's translations of the form's texts, text key → text (form-texts.ts).
// Saving them never adds a version.
export const formTextsSchema = z.record(z.string(), z.string());
export const formTranslationsSchema = z.partialRecord(z.enum(LANGUAGE_CODES), formTextsSchema);

const formFields = {
  _id: idSchema,
  title: z.string().max(FORM_TITLE_MAX),
  description: z.string().max(FORM_DESCRIPTION_MAX),
  isPublic: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  // The current version; a save that changes the questions adds one (DESIGN §5).
  version: z.number().int().min(1),
  responseCount: z.number().int().min(0),
  workspaceId: idSchema,
};

export const formSchema = z.object({
  ...formFields,
  // The caller's role in the form's workspace: what the builder lets them do.
  role: z.enum(WORKSPACE_ROLES),
  // Who created it: the response mail goes to them when the settings name no member.
  ownerId: idSchema,
  questions: z.array(questionSchema).max(MAX_QUESTIONS),
  // The names of the current version's hidden fields (hidden-fields.ts).
  hiddenFields: z.array(z.string()).max(HIDDEN_FIELDS_MAX),
  settings: formSettingsSchema,
  translations: formTranslationsSchema,
  // Scores of responses submitted up to this moment are shown to their respondents when the
  // quiz releases scores later; null until the owner first releases them.
  scoresReleasedAt: timestampSchema.nullable(),
  // Whether respondents must give a password first; the password itself is never sent.
  hasPassword: z.boolean(),
});

// A dashboard card: no questions, only how many there are.
export const formSummarySchema = z.object({
  ...formFields,
  questionCount: z.number().int().min(0),
  acceptingResponses: z.boolean(),
  // The funnel's figures over every version: views of the public page, and submissions per
  // view (null before anyone viewed it).
  views: z.number().int().min(0),
  completionRate: z.number().min(0).nullable(),
});

// Whether a respondent may answer now: a closed form shows `closedMessage` (the owner's or the
// default) instead of its questions; `alreadyResponded` is only ever true for a signed-in
// respondent of a one-per-user form.
export const publicFormStatusSchema = z.object({
  isOpen: z.boolean(),
  closedMessage: z.string(),
  alreadyResponded: z.boolean(),
});

export const publicFormSchema = z.object({
  _id: idSchema,
  title: formFields.title,
  description: formFields.description,
  version: formFields.version,
  questions: z.array(publicQuestionSchema).max(MAX_QUESTIONS),
  // Read from the link, sent with the answers, never shown.
  hiddenFields: z.array(z.string()).max(HIDDEN_FIELDS_MAX),
  settings: formSettingsSchema.pick({
    onePerUser: true,
    confirmationMessage: true,
    redirectUrl: true,
    shuffleQuestions: true,
    layout: true,
    language: true,
    languages: true,
    quiz: true,
    theme: true,
    spamProtection: true,
    calculations: true,
    keepUnfinished: true,
    sendRespondentCopy: true,
  }),
  // The served languages' translations of what the page shows (no quiz feedback): the
  // added languages listed in `settings.languages` are only those respondents are offered.
  translations: formTranslationsSchema,
  status: publicFormStatusSchema,
});

export const formVersionSchema = z.object({
  version: z.number().int().min(1),
  createdAt: timestampSchema,
  responseCount: z.number().int().min(0),
});

// A text, email, date or file URL; a list (ticked options, a grid's column per row, a
// ranking's order); or a number (rating, scale, number question). Each question's own
// rule narrows it (respondent-rules.ts).
export const answerValueSchema = z.union([
  storableString().max(Math.max(TEXT_ANSWER_MAX, FILE_URL_MAX)),
  z.array(storableString().max(OPTION_TEXT_MAX)).max(LIST_ANSWER_MAX),
  z.number().min(-NUMBER_ANSWER_LIMIT).max(NUMBER_ANSWER_LIMIT),
]);

export const answerSchema = z.object({
  questionId: idSchema,
  answer: answerValueSchema,
});

export const scoreSchema = z.object({
  correct: z.number().int().min(0),
  total: z.number().int().min(0),
  percentage: z.number().int().min(0).max(100),
});

export const formResponseSchema = z.object({
  _id: idSchema,
  formId: idSchema,
  version: z.number().int().min(1),
  respondentName: z.string(),
  respondentEmail: z.string(),
  answers: z.array(answerSchema),
  // The values the link carried for the version's hidden fields, name → value.
  hiddenFields: z.record(z.string(), z.string()),
  score: scoreSchema,
  // The form's variables as the server computed them at submission (calculations.ts).
  variables: z.record(z.string(), z.union([z.number(), z.string()])),
  // The language the respondent answered in; null for a response stored before it was recorded.
  language: z.enum(LANGUAGE_CODES).nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

// Points earned and possible; both null while a quiz that releases scores later has not
// released this attempt's.
export const quizAttemptSchema = z.object({
  id: idSchema,
  score: z.number().int().min(0).nullable(),
  maxScore: z.number().int().min(0).nullable(),
  submittedAt: timestampSchema,
});

export const quizSchema = z.object({
  id: idSchema,
  title: z.string(),
  attempts: z.array(quizAttemptSchema),
});

export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string().max(EMAIL_MAX),
  isVerified: z.boolean(),
  active: z.boolean(),
  /** Sign-in asks this user for a code from an authenticator app. */
  twoFactorEnabled: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export const regexPatternSchema = z.object({
  _id: idSchema,
  title: z.string().max(REGEX_TITLE_MAX),
  // Stored without the enclosing slashes; see regex-literal.ts for the flags.
  regex: z.string().max(REGEX_PATTERN_MAX),
  errorMessage: z.string().max(REGEX_ERROR_MESSAGE_MAX),
  active: z.boolean(),
  name: z.string(),
  type: z.string(),
  maxLength: z.number().int().min(0).max(REGEX_MAX_LENGTH_MAX),
  isRequired: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export type QuestionType = z.infer<typeof questionTypeSchema>;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressPartMode = z.infer<typeof addressPartModeSchema>;
export type OptionImage = z.infer<typeof optionImageSchema>;
export type ScalePreset = NonNullable<z.infer<typeof questionSchema>["scalePreset"]>;
export type LogicOperator = z.infer<typeof logicOperatorSchema>;
export type LogicValue = z.infer<typeof logicValueSchema>;
export type LogicCondition = z.infer<typeof logicConditionSchema>;
export type Logic = z.infer<typeof logicSchema>;
export type Feedback = z.infer<typeof feedbackSchema>;
export type FormSettings = z.infer<typeof formSettingsSchema>;
export type QuizSettings = z.infer<typeof quizSettingsSchema>;
export type PublicFormStatus = z.infer<typeof publicFormStatusSchema>;
export type FileType = z.infer<typeof fileTypeSchema>;
export type RegexValidation = z.infer<typeof regexValidationSchema>;
export type QuestionValidations = z.infer<typeof questionValidationsSchema>;
export type Question = z.infer<typeof questionSchema>;
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;
export type Form = z.infer<typeof formSchema>;
export type FormSummary = z.infer<typeof formSummarySchema>;
export type PublicForm = z.infer<typeof publicFormSchema>;
export type FormVersion = z.infer<typeof formVersionSchema>;
export type AnswerValue = z.infer<typeof answerValueSchema>;
export type Answer = z.infer<typeof answerSchema>;
export type Score = z.infer<typeof scoreSchema>;
export type FormResponse = z.infer<typeof formResponseSchema>;
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;
export type Quiz = z.infer<typeof quizSchema>;
export type User = z.infer<typeof userSchema>;
export type RegexPattern = z.infer<typeof regexPatternSchema>;
