import {
  ADDED_LANGUAGES_MAX,
  ADMIN_NAME_MAX,
  ADMIN_NAME_MIN,
  CHANGE_PASSWORD_MAX,
  CLOSED_MESSAGE_MAX,
  CONFIRMATION_MESSAGE_MAX,
  DEACTIVATE_REASON_MAX,
  EMAIL_MAX,
  EMBED_SITES_MAX,
  FEEDBACK_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  HIDDEN_FIELD_NAME_MAX,
  HIDDEN_FIELD_VALUE_MAX,
  HIDDEN_FIELDS_MAX,
  MATRIX_MAX_ROWS,
  MATRIX_MIN_ROWS,
  MAX_CONDITIONS,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  NAME_MAX,
  NAME_MIN,
  NOTIFY_MEMBERS_MAX,
  NUMBER_ANSWER_LIMIT,
  OPTION_IMAGE_ALT_MAX,
  OPTION_TEXT_MAX,
  PASSWORD_MIN,
  POINTS_MAX,
  POINTS_MIN,
  QUESTION_DESCRIPTION_MAX,
  QUESTION_TEXT_MAX,
  RATING_MAX,
  RATING_MIN,
  REDIRECT_URL_MAX,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_MAX_LENGTH_MAX,
  REGEX_MAX_LENGTH_MIN,
  REGEX_PATTERN_MAX,
  REGEX_TITLE_MAX,
  RESPONSE_LIMIT_MAX,
  SCALE_LABEL_MAX,
  SCALE_MAX_MAX,
  SCALE_MAX_MIN,
  TEXT_ANSWER_MAX,
} from "./constants";
import { LANGUAGE_CODES } from "./languages";

// Quoted texts are SPEC §5 word for word (spelling and trailing spaces included);
// the others fill in where the spec gives no wording.

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter valid email ID",
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters`,
  passwordRequired: "Password is required",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
  passwordNeedsNumber: "Password must contain atleast one number",
  passwordNeedsUppercase: "Password must contain atleast one uppercase letter",
  passwordNeedsLowercase: "Password must contain atleast one lowercase letter",
  passwordNeedsSymbol: "Password must contain atleast one symbol",
  confirmPasswordRequired: "Please confirm your password",
  passwordsMustMatch: "Passwords must match",
  fullNameRequired: "Full name is required",
  nameTooShort: `Name must be at least ${NAME_MIN} characters`,
  nameTooLong: `Name must be at most ${NAME_MAX} characters`,
  nameLettersOnly: "Name can only contain letters and spaces",
  otpRequired: "OTP is required",
  otpSixDigits: "OTP must be 6 digits",
  otpIncomplete: "Please enter a valid 6-digit OTP",
  resetTokenInvalid: "Invalid reset token",
  captchaRequired: "Please complete the CAPTCHA",
} as const;

export const ACCOUNT_MESSAGES = {
  nameRequired: "Name is required",
  emailInvalid: "Invalid email",
  currentPasswordRequired: "Current password is required",
  newPasswordRequired: "New password is required",
  changePasswordTooLong: `Password must be at most ${CHANGE_PASSWORD_MAX} characters`,
  reasonRequired: "Please select a reason",
  otherReasonRequired: "Please provide a reason",
  otherReasonTooLong: `Reason must be at most ${DEACTIVATE_REASON_MAX} characters`,
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the code from your authenticator app",
  codeSixDigits: "The code has 6 digits",
  recoveryCodeInvalid: "A recovery code has 16 letters and digits",
  codeOrRecoveryCode: "Enter a code from your authenticator app or a recovery code",
  signInExpired: "This sign-in has expired. Please sign in again.",
} as const;

export const BUILDER_MESSAGES = {
  titleRequired: "Please add a title to your form",
  titleTooLong: `Form title must be at most ${FORM_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${FORM_DESCRIPTION_MAX} characters`,
  questionTitleRequired: "All questions must have a title",
  questionTextTooLong: `Question text must be at most ${QUESTION_TEXT_MAX} characters`,
  questionsRequired: "Forms must have at least one question",
  tooManyQuestions: `Forms can have at most ${MAX_QUESTIONS} questions`,
  questionTypeInvalid: "Please choose a question type",
  optionsRequired: "Questions must have at least one option",
  tooManyOptions: `Questions can have at most ${MAX_OPTIONS} options`,
  optionBlank: "Options cannot be blank",
  optionTooLong: `Options must be at most ${OPTION_TEXT_MAX} characters`,
  optionsNotUnique: "Options must be unique",
  correctAnswerNotAnOption: "Correct answers must be among the options",
  singleCorrectAnswer: "This question can have only one correct answer",
  correctAnswerTooLong: `Correct answers must be at most ${TEXT_ANSWER_MAX} characters`,
  ratingOutOfRange: `Rating maximum must be between ${RATING_MIN} and ${RATING_MAX}`,
  questionIdsNotUnique: "Questions must have unique ids",
  tooFewOptionsFor: (min: number, noun: string) => `This question needs at least ${min} ${noun}`,
  tooManyOptionsFor: (max: number, noun: string) => `This question can have at most ${max} ${noun}`,
  columnsNotUnique: "Columns must be unique",
  rowsRequired: `Grids must have at least ${MATRIX_MIN_ROWS} row`,
  tooManyRows: `Grids can have at most ${MATRIX_MAX_ROWS} rows`,
  rowBlank: "Rows cannot be blank",
  rowsNotUnique: "Rows must be unique",
  scaleMinInvalid: "A scale starts at 0 or 1",
  scaleMaxInvalid: `A scale ends between ${SCALE_MAX_MIN} and ${SCALE_MAX_MAX}`,
  scaleLabelTooLong: `Scale labels must be at most ${SCALE_LABEL_MAX} characters`,
  numberBoundsReversed: "The minimum must not be greater than the maximum",
  numberBoundNotInteger: "Bounds must be whole numbers when only whole numbers are allowed",
  numberBoundInvalid: `Bounds must be numbers between -${NUMBER_ANSWER_LIMIT} and ${NUMBER_ANSWER_LIMIT}`,
  dateBoundInvalid: "Dates must be written YYYY-MM-DD",
  dateBoundsReversed: "The earliest date must not be after the latest date",
  lengthBoundInvalid: `Lengths must be whole numbers between 0 and ${TEXT_ANSWER_MAX}`,
  lengthBoundsReversed: "The minimum length must not be greater than the maximum length",
  correctAnswerNotANumber: "The correct answer must be a number that fits the question's limits",
  correctAnswerNotADate:
    "The correct answer must be a date (YYYY-MM-DD) within the question's limits",
  correctAnswerNotOnScale: "The correct answer must be a value on the scale",
  correctAnswerPerRow: "Choose a correct column for every row, or for none",
  correctAnswerNotAnOrder: "The correct order must hold every option exactly once",
  countryInvalid: "Please choose a country from the list",
  csatScaleRange: "A CSAT scale runs from 1 to 5",
  npsScaleRange: "An NPS scale runs from 0 to 10",
  optionImageInvalid: "Please upload the option's image again",
  optionImageAltTooLong: `Alt text must be at most ${OPTION_IMAGE_ALT_MAX} characters`,
  optionImagesMismatch: "Each image must belong to one of the options",
  consentTextRequired: "A consent question needs the text the respondent agrees to",
  addressNoParts: "An address must ask for at least one part",
  sectionDescriptionTooLong: `Descriptions must be at most ${QUESTION_DESCRIPTION_MAX} characters`,
  pointsOutOfRange: `Points must be a whole number between ${POINTS_MIN} and ${POINTS_MAX}`,
  feedbackTooLong: `Feedback must be at most ${FEEDBACK_MAX} characters`,
  firstQuestionCannotMoveUp: "The first question cannot move up",
  lastQuestionCannotMoveDown: "The last question cannot move down",
} as const;

export const RESPONDENT_MESSAGES = {
  requiredUnanswered: "Please answer all required questions",
  invalidInput: "Invalid input",
  fileTooLarge: "That file is too large. Please choose one under 5 MB.",
  signatureTooLarge: "That signature image is too large. Please clear it and sign again.",
  fileTypeInvalid: "Selected Invalid file, Please select correct file.",
  uploadFailed: "Failed to upload some files",
  fileUnavailable: "A file of this response is no longer available. Please upload it again.",
  answerTooLong: `Answers must be at most ${TEXT_ANSWER_MAX} characters`,
  optionInvalid: "Please choose one of the options",
  ratingInvalid: (maxRating: number) => `Please choose a rating between 1 and ${maxRating}`,
  emailInvalid: "Please enter a valid email address",
  numberInvalid: "Please enter a number",
  numberNotInteger: "Please enter a whole number",
  numberTooSmall: (min: number) => `Please enter a number of at least ${min}`,
  numberTooLarge: (max: number) => `Please enter a number of at most ${max}`,
  dateInvalid: "Please enter a date",
  dateTooEarly: (minDate: string) => `Please choose a date on or after ${minDate}`,
  dateTooLate: (maxDate: string) => `Please choose a date on or before ${maxDate}`,
  scaleInvalid: (min: number, max: number) => `Please choose a value between ${min} and ${max}`,
  gridRowsUnanswered: "Please answer every row",
  gridInvalid: "Please choose one of the columns in each row",
  rankingIncomplete: "Please rank every option exactly once",
  imageChoiceOne: "Please choose one picture",
  phoneInvalid: "Please enter a valid phone number",
  consentRequired: "Please tick the box to agree",
  consentTextChanged: "The text to agree to has changed. Please read it again and agree.",
  addressIncomplete: "Please fill in every required part of the address",
  addressInvalid: "Please enter a valid address",
  addressCountryInvalid: "Please choose a country from the list",
  answerTooShort: (min: number) => `Answers must be at least ${min} characters`,
  answerLongerThan: (max: number) => `Answers must be at most ${max} characters`,
  // The top-level message of a refused submission names the question.
  aboutQuestion: (questionText: string, message: string) => `${questionText}: ${message}`,
  answerInvalid: "Invalid answer",
  unknownQuestion: "This question is not part of the form",
  duplicateAnswer: "Each question can be answered only once",
  hiddenQuestionAnswered: "This question is hidden by the form's logic and takes no answer",
  sectionAnswered: "A section takes no answer",
  alreadyResponded: "You have already responded",
  signInToRespond: "Please sign in to respond to this form",
  languageUnknown: `The language must be one of ${LANGUAGE_CODES.join(", ")}`,
  languageNotOffered: (offered: readonly string[]) =>
    `This form can be answered in ${offered.join(", ")} only`,
} as const;

// Conditional logic in the builder (form-logic.ts).
export const LOGIC_MESSAGES = {
  tooManyConditions: `Logic can have at most ${MAX_CONDITIONS} conditions`,
  conditionsRequired: "Logic needs at least one condition",
  referenceMissing: "This condition refers to a question that is no longer in the form",
  referenceNotBefore: "A condition can only refer to a question that comes before it",
  referenceIsSection: "A condition must refer to a question, not a section",
  operatorNotForType: "This comparison does not apply to that question's type",
  valueRequired: "Choose or enter a value to compare with",
  valueNotAnOption: "The value must be one of that question's options",
  valueNotANumber: "The value must be a number",
  valueNotADate: "The value must be a date written YYYY-MM-DD",
  noEarlierQuestion: "Logic can only use questions above this one: add a question before it first",
  // A save that would leave a condition without its question names the question.
  questionStillReferenced: (questionText: string) =>
    `"${questionText}" is used by the logic of a later question: change that logic first`,
} as const;

// Calculations and endings (calculations.ts, calculation-issues.ts).
export const CALCULATION_MESSAGES = {
  variableUnknown: (name: string) => `The form has no variable "${name}"`,
  variableNameInvalid:
    "A variable's name starts with a letter and holds only letters, digits and _",
  variableNameTaken: "Two variables cannot have the same name",
  startWrongType: "A number variable starts with a number, a text variable with a text",
  ruleQuestionMissing: "This calculation belongs to a question the form does not have",
  ruleOptionMissing: "This calculation belongs to an option the question does not have",
  ruleNeedsOption: "A choice question's calculation belongs to one of its options",
  ruleNeedsNumberAnswer: "Only a number, rating or scale answer can be used as a value",
  ruleWrongType: (name: string) => `"${name}" is a text variable: it can only be set, to a text`,
  ruleValueNotANumber: (name: string) => `"${name}" is a number variable: use a number`,
  variableOnlyInEndings: "A variable can be shown only in an ending's text",
  questionInEnding: (questionText: string) =>
    `"${questionText}" is used by an ending's condition: change that condition first`,
  // The server's refusal names the place.
  aboutPlace: (place: string, message: string) => `${place}: ${message}`,
} as const;

// Answer piping (answer-piping.ts): a question is named by its text.
export const PIPING_MESSAGES = {
  questionMissing: "This text shows the answer to a question the form does not have",
  isSection: (question: string) => `"${question}" is a section: it has no answer to show`,
  notBefore: (question: string) =>
    `"${question}" does not come before this text: only earlier answers can be shown`,
  fallbackRequired: (question: string) =>
    `Logic may hide "${question}": give its answer a fallback text`,
  hiddenFieldMissing: (name: string) =>
    `This text shows the hidden field "${name}" the form does not have`,
  // The server's refusal names the item.
  aboutItem: (item: string, message: string) => `${item}: ${message}`,
} as const;

// Hidden fields (hidden-fields.ts).
export const HIDDEN_FIELD_MESSAGES = {
  nameRequired: "Give the hidden field a name",
  nameTooLong: `A hidden field's name must be at most ${HIDDEN_FIELD_NAME_MAX} characters`,
  nameInvalid: "A hidden field's name can only hold letters, digits, _ and -",
  nameTaken: "Another hidden field has this name",
  tooMany: `A form can have at most ${HIDDEN_FIELDS_MAX} hidden fields`,
  valueTooLong: `A hidden field's value must be at most ${HIDDEN_FIELD_VALUE_MAX} characters`,
  valueNotText: "A hidden field's value cannot contain control characters",
  referenceMissing: "This condition refers to a hidden field the form no longer has",
  // A submission's refused value names its field.
  aboutField: (name: string, message: string) => `Hidden field "${name}": ${message}`,
} as const;

// The builder's Settings panel (form-settings.ts).
export const SETTINGS_MESSAGES = {
  closedMessageTooLong: `The closed message must be at most ${CLOSED_MESSAGE_MAX} characters`,
  confirmationMessageTooLong: `The confirmation message must be at most ${CONFIRMATION_MESSAGE_MAX} characters`,
  redirectUrlTooLong: `The redirect address must be at most ${REDIRECT_URL_MAX} characters`,
  redirectUrlNotHttps: "The redirect address must start with https://",
  redirectUrlHasSpaces: "The redirect address cannot contain spaces, tabs or line breaks",
  responseLimitInvalid: `The response limit must be a whole number between 1 and ${RESPONSE_LIMIT_MAX}`,
  scoresReleased: "Scores released",
  embedSitesTooMany: `At most ${EMBED_SITES_MAX} sites may embed a form`,
  embedSiteInvalid:
    "Each site must be an origin such as https://example.org (no path), or http://localhost",
  languageUnknown: `The language must be one of ${LANGUAGE_CODES.join(", ")}`,
  languagesTooMany: `A form can add at most ${ADDED_LANGUAGES_MAX} languages`,
  languagesHasDefault: "The default language cannot also be one of the other languages",
  layoutInvalid: 'The layout must be "page" or "oneAtATime"',
  notifyMembersTooMany: `The response mail can go to at most ${NOTIFY_MEMBERS_MAX} members`,
  notifyMemberInvalid:
    "Each person the response mail goes to must be a member of the form's workspace",
} as const;

export const REGEX_MESSAGES = {
  titleRequired: "Title is required",
  titleTooLong: `Title must be at most ${REGEX_TITLE_MAX} characters`,
  patternRequired: "Regex pattern is required",
  // The trailing space is in the spec.
  patternInvalid: "Please enter a valid Regex pattern ",
  patternTooLong: `Regex pattern must be at most ${REGEX_PATTERN_MAX} characters`,
  errorMessageRequired: "Error message is required",
  errorMessageTooLong: `Error message must be at most ${REGEX_ERROR_MESSAGE_MAX} characters`,
  maxLengthOutOfRange: `Max Length must be between ${REGEX_MAX_LENGTH_MIN} and ${REGEX_MAX_LENGTH_MAX}`,
  maxLengthBelowPresetMinimum: (min: number) =>
    `Max Length must be at least ${min} for this pattern`,
  noChanges: "No changes to update",
} as const;

export const ADMIN_MESSAGES = {
  nameRequired: "Name is required",
  nameTooShort: `Name must be at least ${ADMIN_NAME_MIN} characters`,
  nameTooLong: `Name must be at most ${ADMIN_NAME_MAX} characters`,
  nameLettersOnly: "Name can only contain letters and spaces",
  noChanges: "No changes to update",
} as const;
