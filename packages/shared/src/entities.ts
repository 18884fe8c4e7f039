import { z } from "zod";
import {
  EMAIL_MAX,
  FILE_TYPES,
  FILE_URL_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_TITLE_MAX,
  LIST_ANSWER_MAX,
  MATRIX_MAX_ROWS,
  MAX_QUESTIONS,
  NUMBER_ANSWER_LIMIT,
  OPTION_TEXT_MAX,
  OPTIONS_LIST_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPE_IDS,
  REGEX_ERROR_MESSAGE_MAX,
  REGEX_MAX_LENGTH_MAX,
  REGEX_PATTERN_MAX,
  REGEX_TITLE_MAX,
  SCALE_LABEL_MAX,
  TEXT_ANSWER_MAX,
} from "./constants";
import { storableString } from "./storable-text";

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
  // A grid's rows; empty for the other types.
  rows: z.array(z.string().max(OPTION_TEXT_MAX)).max(MATRIX_MAX_ROWS),
  // A linear scale's ends; null and "" for the other types.
  scaleMin: z.number().int().nullable(),
  scaleMax: z.number().int().nullable(),
  scaleMinLabel: z.string().max(SCALE_LABEL_MAX),
  scaleMaxLabel: z.string().max(SCALE_LABEL_MAX),
});

// What a respondent receives: never the correct answers of a quiz. A pattern comes with the
// admin's error message, read from the live pattern (the question stores only title and regex).
export const publicQuestionSchema = questionSchema.omit({ correctAnswer: true }).extend({
  validations: questionValidationsSchema.extend({
    regex: regexValidationSchema
      .extend({ errorMessage: z.string().max(REGEX_ERROR_MESSAGE_MAX).optional() })
      .nullable()
      .optional(),
  }),
});

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
};

export const formSchema = z.object({
  ...formFields,
  questions: z.array(questionSchema).max(MAX_QUESTIONS),
});

// A dashboard card: no questions, only how many there are.
export const formSummarySchema = z.object({
  ...formFields,
  questionCount: z.number().int().min(0),
});

export const publicFormSchema = z.object({
  _id: idSchema,
  title: formFields.title,
  description: formFields.description,
  version: formFields.version,
  questions: z.array(publicQuestionSchema).max(MAX_QUESTIONS),
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
  score: scoreSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export const quizAttemptSchema = z.object({
  id: idSchema,
  score: z.number().int().min(0),
  maxScore: z.number().int().min(0),
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
