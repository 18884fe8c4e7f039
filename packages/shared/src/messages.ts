import {
  ADMIN_NAME_MAX,
  ADMIN_NAME_MIN,
  CHANGE_PASSWORD_MAX,
  DEACTIVATE_REASON_MAX,
  EMAIL_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  MAX_OPTIONS,
  MAX_QUESTIONS,
  NAME_MAX,
  NAME_MIN,
  OPTION_TEXT_MAX,
  PASSWORD_MIN,
  QUESTION_TEXT_MAX,
  RATING_MAX,
  RATING_MIN,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_MAX_LENGTH_MAX,
  REGEX_MAX_LENGTH_MIN,
  REGEX_PATTERN_MAX,
  REGEX_TITLE_MAX,
  TEXT_ANSWER_MAX,
} from "./constants";

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
  firstQuestionCannotMoveUp: "The first question cannot move up",
  lastQuestionCannotMoveDown: "The last question cannot move down",
} as const;

export const RESPONDENT_MESSAGES = {
  requiredUnanswered: "Please answer all required questions",
  invalidInput: "Invalid input",
  fileTooLarge: "That file is too large. Please choose one under 5 MB.",
  fileTypeInvalid: "Selected Invalid file, Please select correct file.",
  uploadFailed: "Failed to upload some files",
  answerTooLong: `Answers must be at most ${TEXT_ANSWER_MAX} characters`,
  optionInvalid: "Please choose one of the options",
  ratingInvalid: (maxRating: number) => `Please choose a rating between 1 and ${maxRating}`,
  answerInvalid: "Invalid answer",
  unknownQuestion: "This question is not part of the form",
  duplicateAnswer: "Each question can be answered only once",
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
