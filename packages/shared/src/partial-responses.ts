import { z } from "zod";
import type { AnswerIssue } from "./answer-issues";
import { isAnswerMissing } from "./answer-presence";
import { countSchema, createEnvelopeSchema, pagingQuerySchema } from "./api-envelope";
import { resumeTokenSchema, sentAnswersSchema, sentHiddenFieldsSchema } from "./api-responses";
import { EMAIL_MAX, MAX_QUESTIONS } from "./constants";
import { answerSchema, idSchema, timestampSchema } from "./entities";
import { languageCodeSchema, responseLanguageSchema } from "./form-languages";
import { storableString } from "./storable-text";

// Partial responses ("Keep unfinished answers"): the answers given so far, kept on the server
// under a random resume token only the respondent holds, until they submit, the form closes or
// PARTIAL_KEEP_DAYS pass. They count nowhere (summary, limit, webhooks, mails) until submitted.

export const PARTIAL_MESSAGES = {
  off: "This form does not keep unfinished answers",
  notFound: "This link to continue the form is not valid or has expired",
  alreadySubmitted: "These answers have already been submitted",
  saved: "Answers kept",
  resumed: "Answers found",
  mailed: "Link sent",
} as const;

/**
 * The issues of a partial response: those of a submission, except for questions not answered
 * yet (a later page's required question is no error until the respondent submits).
 */
export function keepIssuesOfGivenAnswers(
  issues: Record<string, AnswerIssue>,
  answers: Readonly<Record<string, unknown>>,
): Record<string, AnswerIssue> {
  return Object.fromEntries(
    Object.entries(issues).filter(([questionId]) => !isAnswerMissing(answers[questionId])),
  );
}

/** The page the respondent moved on to: 0 is the first. */
const pageReachedSchema = z.number().int().min(0).max(MAX_QUESTIONS);

// POST /api/responses/{formId}/partial: without a token starts a partial response, with one
// replaces its answers.
export const savePartialBodySchema = z.object({
  resumeToken: resumeTokenSchema.optional(),
  answers: sentAnswersSchema,
  pageReached: pageReachedSchema,
  language: responseLanguageSchema.optional(),
  hiddenFields: sentHiddenFieldsSchema.optional(),
});
export const savePartialReplySchema = createEnvelopeSchema(
  z.object({ _id: idSchema, resumeToken: resumeTokenSchema, expiresAt: timestampSchema }),
);

// POST /api/responses/{formId}/partial/resume: the token travels in the body, never a URL.
export const resumePartialBodySchema = z.object({ resumeToken: resumeTokenSchema });
export const resumedPartialSchema = z.object({
  _id: idSchema,
  answers: z.array(answerSchema).max(MAX_QUESTIONS),
  pageReached: pageReachedSchema,
  language: languageCodeSchema.nullable(),
  hiddenFields: z.record(z.string(), z.string()),
  expiresAt: timestampSchema,
});
export const resumePartialReplySchema = createEnvelopeSchema(resumedPartialSchema);

// POST /api/responses/{formId}/partial/mail: the link to continue, sent to the respondent.
export const mailPartialLinkBodySchema = z.object({
  resumeToken: resumeTokenSchema,
  email: storableString().trim().max(EMAIL_MAX).pipe(z.email("Please enter a valid email")),
});

// The owner's "Unfinished" tab: GET/DELETE /api/forms/{formId}/partials.
export const partialResponseSchema = z.object({
  _id: idSchema,
  formVersion: z.number().int().min(1),
  pageReached: pageReachedSchema,
  answers: z.array(answerSchema).max(MAX_QUESTIONS),
  language: languageCodeSchema.nullable(),
  createdAt: timestampSchema,
  lastActivityAt: timestampSchema,
  expiresAt: timestampSchema,
});
export const listPartialsQuerySchema = pagingQuerySchema.pick({ page: true, limit: true });
export const listPartialsReplySchema = createEnvelopeSchema(z.array(partialResponseSchema), {
  total: countSchema,
});
export const deletePartialsReplySchema = createEnvelopeSchema(z.object({ deleted: countSchema }));
export const partialParamsSchema = z.object({ id: idSchema, partialId: idSchema });

export type SavePartialBody = z.infer<typeof savePartialBodySchema>;
export type ResumedPartial = z.infer<typeof resumedPartialSchema>;
export type PartialResponse = z.infer<typeof partialResponseSchema>;
