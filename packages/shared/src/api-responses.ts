import { z } from "zod";
import {
  countSchema,
  createEnvelopeSchema,
  pagingQuerySchema,
  workspaceQuerySchema,
} from "./api-envelope";
import {
  EMAIL_MAX,
  FILE_URL_MAX,
  HIDDEN_FIELD_NAME_MAX,
  HIDDEN_FIELD_VALUE_MAX,
  HIDDEN_FIELDS_MAX,
  MAX_QUESTIONS,
  NAME_MAX,
} from "./constants";
import {
  answerSchema,
  countryCodeSchema,
  formResponseSchema,
  formSchema,
  formVersionSchema,
  idSchema,
  questionTypeSchema,
  quizSchema,
  scoreSchema,
  timestampSchema,
} from "./entities";
import { languageCodeSchema, responseLanguageSchema } from "./form-languages";
import { hiddenFieldValueSchema } from "./hidden-field-schemas";
import { HIDDEN_FIELD_MESSAGES, RESPONDENT_MESSAGES } from "./messages";
import { spamCheckSchema } from "./spam-protection";
import { storableString } from "./storable-text";

// Response, upload and quiz-result calls (SPEC §7, DESIGN §5), served under /api.

// Versions are PostgreSQL integers: a larger number could never name one.
const VERSION_MAX = 2_147_483_647;
const versionSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(VERSION_MAX, `Version must be between 1 and ${VERSION_MAX}`);
const percentSchema = z.number().int().min(0).max(100);

// A submission may carry a few more values than the form declares (a link made for an earlier
// version), never many more.
const HIDDEN_FIELDS_SENT_MAX = HIDDEN_FIELDS_MAX * 2;

/** A respondent's answers, each question at most once. */
export const sentAnswersSchema = z
  .array(answerSchema)
  .max(MAX_QUESTIONS)
  .refine(
    (answers) => new Set(answers.map((a) => a.questionId)).size === answers.length,
    RESPONDENT_MESSAGES.duplicateAnswer,
  );
// The link's values of the form's hidden fields, name → value; names the form does not
// declare are ignored (hidden-fields.ts).
export const sentHiddenFieldsSchema = z
  .record(z.string().max(HIDDEN_FIELD_NAME_MAX), hiddenFieldValueSchema)
  .refine(
    (values) => Object.keys(values).length <= HIDDEN_FIELDS_SENT_MAX,
    HIDDEN_FIELD_MESSAGES.tooMany,
  );
// A partial response's secret (partial-responses.ts): 256 random bits, base64url.
export const resumeTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "The link to continue this form is not valid");

// POST /api/responses/{formId}. respondentName and respondentEmail are accepted as the
// spec sends them but never trusted: identity comes from the token, else the guest.
// `language` is the one the respondent read the form in, one the form offers (checked against
// the form by findResponseLanguageError); the form's default when absent.
export const submitResponseBodySchema = z.object({
  respondentName: storableString().max(NAME_MAX).optional(),
  respondentEmail: storableString().max(EMAIL_MAX).optional(),
  answers: sentAnswersSchema,
  language: responseLanguageSchema.optional(),
  // Only a form with spam protection on reads it (spam-protection.ts).
  spamCheck: spamCheckSchema.optional(),
  hiddenFields: sentHiddenFieldsSchema.optional(),
  // The partial response this submission finishes: it becomes the response, with its id.
  resumeToken: resumeTokenSchema.optional(),
  // Seconds from the first answer to submit, as the browser measured them: counted in the
  // funnel's time-to-complete buckets (clamped), trusted for nothing else.
  completionSeconds: z.number().min(0).max(1e9).optional(),
  // Where to mail the respondent their answers, on a form that sends copies and asks no email
  // question (respondent-copy.ts); checked as an email question's answer is, "" for none.
  copyEmail: storableString()
    .trim()
    .max(EMAIL_MAX, RESPONDENT_MESSAGES.emailInvalid)
    .refine(
      (value) => value === "" || z.regexes.email.test(value),
      RESPONDENT_MESSAGES.emailInvalid,
    )
    .optional(),
});
// A quiz that releases its score immediately answers with the respondent's result: the score,
// each scored question they saw (right or not, points, the owner's feedback) and, if the quiz
// shows them, the correct answers. `result` is null for a survey or a quiz that releases later.
export const questionResultSchema = z.object({
  questionId: idSchema,
  isCorrect: z.boolean(),
  pointsEarned: z.number().int().min(0),
  points: z.number().int().min(0),
  feedback: z.string(),
  correctAnswer: z.array(z.string()).nullable(),
});
export const submissionResultSchema = z.object({
  score: scoreSchema,
  questions: z.array(questionResultSchema),
});
export const submitResponseReplySchema = createEnvelopeSchema(
  z.object({ _id: idSchema, result: submissionResultSchema.nullable() }),
);

// The responses page's filters, kept in its address and applied to the list, the summary and
// the exports: submitted from `from` to `to` (days are whole, in UTC; a date-time is exact),
// `q` found in a text answer, `hiddenValue` held by the hidden field `hiddenField`, `answer` given to the choice, dropdown or rating `question`, and
// answered in `language`, one the form offers (a response stored before languages were recorded
// counts as answered in the form's default).
export const FILTER_SEARCH_MAX = 200;
const filterDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
export const responsesFilterQuerySchema = z.object({
  from: filterDateSchema.optional(),
  // Responses whose hidden field `hiddenField` holds exactly `hiddenValue`.
  hiddenField: z.string().max(HIDDEN_FIELD_NAME_MAX).optional(),
  hiddenValue: storableString().max(HIDDEN_FIELD_VALUE_MAX).optional(),
  to: filterDateSchema.optional(),
  q: storableString().trim().max(FILTER_SEARCH_MAX).optional(),
  question: idSchema.optional(),
  answer: storableString().max(FILTER_SEARCH_MAX).optional(),
  language: languageCodeSchema.optional(),
});

// GET /api/responses/{formId}?version&page&limit&filters: individual responses, newest first.
export const listResponsesQuerySchema = pagingQuerySchema
  .omit({ search: true })
  .extend({ version: versionSchema.optional() })
  .extend(responsesFilterQuerySchema.shape);
export const listResponsesReplySchema = createEnvelopeSchema(z.array(formResponseSchema), {
  total: countSchema,
});

// GET /api/responses/form/{id}?version: the responses page's analytics, computed in SQL.
// The version defaults to the latest; the form is given as it was at that version.
// With a filter, the figures count only the responses it keeps.
export const responsesSummaryQuerySchema = z
  .object({ version: versionSchema.optional() })
  .extend(responsesFilterQuerySchema.shape);

// DELETE /api/responses/{formId}/{responseId} and POST /api/responses/{formId}/delete with
// { ids }: the owner removes responses; the summary's counters change with them.
export const DELETE_RESPONSES_MAX = 100;
export const responseParamsSchema = z.object({ formId: idSchema, responseId: idSchema });
export const deleteResponsesBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(DELETE_RESPONSES_MAX, `At most ${DELETE_RESPONSES_MAX} responses at a time`),
});
export const deleteResponsesReplySchema = createEnvelopeSchema(z.object({ deleted: countSchema }));

export const optionSummarySchema = z.object({
  option: z.string(),
  count: countSchema,
  percentage: percentSchema,
  isCorrect: z.boolean(),
});

// Number questions: the answers' spread, and up to 10 equal bins from the lowest to the highest.
export const numberSummarySchema = z.object({
  average: z.number(),
  median: z.number(),
  min: z.number(),
  max: z.number(),
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: countSchema })),
});

// Date questions: the range answered and how many answers fall in each month (YYYY-MM).
export const dateSummarySchema = z.object({
  earliest: z.iso.date(),
  latest: z.iso.date(),
  perMonth: z.array(z.object({ month: z.string(), count: countSchema })),
});

// Net Promoter Score of a 0–10 scale: % promoters (9–10) minus % detractors (0–6).
const npsGroupSchema = z.object({ count: countSchema, percentage: percentSchema });
export const npsSummarySchema = z.object({
  score: z.number().int().min(-100).max(100),
  promoters: npsGroupSchema,
  passives: npsGroupSchema,
  detractors: npsGroupSchema,
});

// Customer satisfaction of a CSAT scale (1–5): the share of answers of 4 or 5.
export const csatSummarySchema = z.object({ satisfied: countSchema, percentage: percentSchema });

export const scaleSummarySchema = z.object({
  average: z.number(),
  nps: npsSummarySchema.nullable(),
  // Absent from a summary made before CSAT existed.
  csat: csatSummarySchema.nullable().optional(),
});

// A phone question: how many answers each country gives out (ISO 3166 alpha-2), most first.
// Numbers no single country owns (+800 and the like) are the rest of the answered count.
export const phoneSummarySchema = z.array(
  z.object({ country: countryCodeSchema, count: countSchema }),
);

// A grid: per row, how often each column was chosen (percentages of that row's answers).
export const gridSummarySchema = z.array(
  z.object({ row: z.string(), answeredCount: countSchema, columns: z.array(optionSummarySchema) }),
);

// A ranking: each option's average position (1 = first), best first.
export const rankingSummarySchema = z.array(
  z.object({ option: z.string(), averagePosition: z.number(), isCorrectPosition: z.boolean() }),
);

export const questionSummarySchema = z.object({
  questionId: idSchema,
  questionText: z.string(),
  questionType: questionTypeSchema,
  answeredCount: countSchema,
  // The responses that saw the question: those its logic (or its section's) showed it to, every
  // response of the version for a question without logic. The options' percentages of a question
  // with logic are shares of it; those of other questions are shares of answeredCount.
  seenCount: countSchema.optional(),
  // Per-option (or per-value) counts for choice, dropdown, rating and scale questions; empty
  // for the others.
  options: z.array(optionSummarySchema),
  // The type's own figures, present for that type only (null when nothing is answered yet).
  number: numberSummarySchema.nullable().optional(),
  date: dateSummarySchema.nullable().optional(),
  scale: scaleSummarySchema.nullable().optional(),
  grid: gridSummarySchema.optional(),
  ranking: rankingSummarySchema.optional(),
  countries: phoneSummarySchema.optional(),
});

// A form variable (calculations.ts) over the counted responses that hold it: a number
// variable's spread and up to 10 bins ("from–to", the last closed; whole numbers as whole
// ranges), a text variable's most frequent values (the rest counted in `others`).
const histogramBinSchema = z.object({ from: z.number(), to: z.number(), count: countSchema });
export const VARIABLE_TOP_VALUES = 10;
export const variableSummarySchema = z.discriminatedUnion("kind", [
  z.object({
    name: z.string(),
    kind: z.literal("number"),
    count: countSchema,
    // null when no counted response holds a value.
    average: z.number().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    histogram: z.array(histogramBinSchema),
  }),
  z.object({
    name: z.string(),
    kind: z.literal("text"),
    count: countSchema,
    values: z.array(z.object({ value: z.string(), count: countSchema })),
    others: countSchema,
  }),
]);

export const responsesSummarySchema = z.object({
  form: formSchema,
  version: z.number().int().min(1),
  versions: z.array(formVersionSchema),
  totalResponses: countSchema,
  // Percentages; null when nothing is scored (no responses or no correct answers).
  averageScore: percentSchema.nullable(),
  highestScore: percentSchema.nullable(),
  lowestScore: percentSchema.nullable(),
  questions: z.array(questionSummarySchema),
  // A form offered in several languages: how many of the counted responses were answered in each
  // of its languages (the default first, none left out) and in any it no longer offers. Empty for
  // a form in one language.
  languages: z.array(z.object({ language: languageCodeSchema, count: countSchema })),
  // The form's variables, in its order, over the same responses; empty without variables.
  variables: z.array(variableSummarySchema),
});
export const responsesSummaryReplySchema = createEnvelopeSchema(responsesSummarySchema);

// POST /api/users/file-upload (multipart): the file field plus these text fields, since
// an upload is accepted only for a file question of a form (DESIGN §5).
export const uploadFileFieldsSchema = z.object({ formId: idSchema, questionId: idSchema });
export const uploadFileReplySchema = createEnvelopeSchema(
  z.object({ url: z.string().max(FILE_URL_MAX) }),
);

// GET /api/quizzes/{quizId}/attempts: the signed-in user's own attempts at a form.
export const quizIdParamsSchema = z.object({ quizId: idSchema });
export const quizAttemptsReplySchema = createEnvelopeSchema(quizSchema);

export type SubmitResponseBody = z.infer<typeof submitResponseBodySchema>;
export type QuestionResult = z.infer<typeof questionResultSchema>;
export type SubmissionResult = z.infer<typeof submissionResultSchema>;
export type ListResponsesQuery = z.infer<typeof listResponsesQuerySchema>;
export type ResponsesFilter = z.infer<typeof responsesFilterQuerySchema>;
export type DeleteResponsesBody = z.infer<typeof deleteResponsesBodySchema>;
export type QuestionSummary = z.infer<typeof questionSummarySchema>;
export type NumberSummary = z.infer<typeof numberSummarySchema>;
export type DateSummary = z.infer<typeof dateSummarySchema>;
export type ScaleSummary = z.infer<typeof scaleSummarySchema>;
export type NpsSummary = z.infer<typeof npsSummarySchema>;
export type CsatSummary = z.infer<typeof csatSummarySchema>;
export type PhoneSummary = z.infer<typeof phoneSummarySchema>;
export type GridSummary = z.infer<typeof gridSummarySchema>;
export type RankingSummary = z.infer<typeof rankingSummarySchema>;
export type ResponsesSummary = z.infer<typeof responsesSummarySchema>;
export type LanguageCount = ResponsesSummary["languages"][number];
export type VariableSummary = z.infer<typeof variableSummarySchema>;

// Uploaded files are downloaded from here, by the form's owner only (DESIGN §5).
export const FILE_URL_PREFIX = "/api/files/";
export const fileIdParamsSchema = z.object({ fileId: idSchema });

export function toFileUrl(fileId: string): string {
  return `${FILE_URL_PREFIX}${fileId}`;
}

// The id inside a file answer's URL, or null when the answer is not one of our file URLs.
export function parseFileUrl(url: string): string | null {
  if (!url.startsWith(FILE_URL_PREFIX)) return null;
  const id = url.slice(FILE_URL_PREFIX.length);
  return idSchema.safeParse(id).success ? id : null;
}

// GET /api/responses/form/{id}/export?version&format&respondent&scores: the responses as a
// file, streamed. Without options it is the CSV of SPEC §9, byte for byte; `respondent=true`
// adds the respondent's name and email after the timestamp, `scores=true` the score, the
// maximum and the percentage at the end, `format=xlsx` an Excel workbook instead. A form
// offered in several languages adds a last column, Language, with each response's code.
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const exportFormatSchema = z.enum(EXPORT_FORMATS);
const queryFlagSchema = z
  .enum(["true", "false"])
  .optional()
  .transform((value) => value === "true");
export const exportResponsesQuerySchema = responsesSummaryQuerySchema.extend({
  format: exportFormatSchema.default("csv"),
  respondent: queryFlagSchema,
  scores: queryFlagSchema,
});

// GET /api/file-links/{fileId}?expires&signature: a file answer as an export links it, for
// the owner outside the app. Checked by the server's signature, not a bearer token; the
// values are read loosely so that a damaged link is refused by name (403), not as a 400.
export const fileLinkQuerySchema = z.object({
  expires: z.string().max(20).default(""),
  signature: z.string().max(200).default(""),
});

// The /responses hub (DESIGN §5): GET /api/responses/received and /api/responses/submitted.
export const hubQuerySchema = pagingQuerySchema
  .omit({ search: true })
  .extend(workspaceQuerySchema.shape);

export const receivedResponseSchema = z.object({
  _id: idSchema,
  formId: idSchema,
  formTitle: z.string(),
  respondentName: z.string(),
  respondentEmail: z.string(),
  score: scoreSchema,
  createdAt: timestampSchema,
});
export const receivedResponsesReplySchema = createEnvelopeSchema(z.array(receivedResponseSchema), {
  total: countSchema,
});

// `score` is null while a quiz that releases scores later has not released this one.
export const submittedResponseSchema = z.object({
  _id: idSchema,
  formId: idSchema,
  formTitle: z.string(),
  score: scoreSchema.nullable(),
  createdAt: timestampSchema,
});
export const submittedResponsesReplySchema = createEnvelopeSchema(
  z.array(submittedResponseSchema),
  { total: countSchema },
);

export type ExportFormat = z.infer<typeof exportFormatSchema>;
export type ExportResponsesQuery = z.input<typeof exportResponsesQuerySchema>;
export type ReceivedResponse = z.infer<typeof receivedResponseSchema>;
export type SubmittedResponse = z.infer<typeof submittedResponseSchema>;
