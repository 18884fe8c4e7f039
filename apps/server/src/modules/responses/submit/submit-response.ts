import {
  type Answer,
  type FormSettings,
  findCopyAddress,
  GUEST_EMAIL,
  GUEST_NAME,
  type HiddenValues,
  indexAnswers,
  isAnswerMissing,
  keepDeclaredValues,
  type LanguageCode,
  markResponse,
  RESPONDENT_MESSAGES,
  type SpamCheck,
  type SubmissionResult,
  scoreMarks,
  withSettingsDefaults,
} from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import type { UserRow } from "../../../db/rows.js";
import { AppError } from "../../../lib/app-error.js";
import { isForeignKeyViolation } from "../../../lib/database-errors.js";
import { newId } from "../../../lib/ids.js";
import { matchesPattern } from "../../../lib/safe-regex.js";
import { shareConcurrentCalls } from "../../../lib/share-concurrent-calls.js";
import { type FormUnlock, refuseLockedForm } from "../../form-password/check-form-unlocked.js";
import { currentTranslationsOf } from "../../forms/form-translations.js";
import { type FormWithQuestions, findFormWithQuestions } from "../../forms/repo.js";
import { mayOpenPrivateForm } from "../../forms/service.js";
import { readSettings } from "../../forms/to-form-dto.js";
import { findResponseNotices } from "../../notifications/find-response-notices.js";
import { recordResponseJobs } from "../../notifications/record-response-jobs.js";
import { findPartialToFinish } from "../../partials/finish-partial.js";
import {
  checkFileAnswers,
  checkFormAccess,
  chooseResponseLanguage,
  FORM_NOT_FOUND,
  findAllAnswerErrors,
  refuse,
  withLivePatternsOnly,
} from "../common/submission-checks.js";
import { tallyAnswers } from "../common/tally-answers.js";
import { toResponseDto } from "../common/to-response-dto.js";
import { checkSpam, type SpamDeps } from "../spam/check-spam.js";
import { buildSubmissionResult } from "./build-submission-result.js";
import { calculateResponse, variableStepsFor } from "./calculate-response.js";
import { insertResponse, type LockedCheck } from "./repo.js";
import type { SubmissionBatcher } from "./submission-batcher.js";

const formLookups = new WeakMap<
  Database,
  (formId: string) => Promise<FormWithQuestions | undefined>
>();

/**
 * The form a submission answers. A burst of submissions to one form shares one lookup: a
 * submission may read the form as it was when a lookup started just before it arrived. What
 * must hold exactly (a response limit, one response per person) is checked again with the form
 * row locked; a form deleted meanwhile is refused by the insert's foreign key.
 */
function findFormToAnswer(db: Database, formId: string) {
  let lookup = formLookups.get(db);
  if (!lookup) {
    lookup = shareConcurrentCalls((id: string) => findFormWithQuestions(db, id));
    formLookups.set(db, lookup);
  }
  return lookup(formId);
}

/** The form may be deleted between the checks above and the insert: that is a 404, not a 500. */
async function storeOrFormGone(...args: Parameters<typeof insertResponse>): Promise<boolean> {
  try {
    return await insertResponse(...args);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
    throw error;
  }
}

/**
 * A limit or one response per person must hold exactly however many submissions arrive at
 * once: the same checks run again with the form row locked, on the settings as they are then.
 * Other forms keep the insert that locks nothing but counter shards.
 */
function lockedCheckFor(
  formId: string,
  settings: FormSettings,
  respondent: UserRow | undefined,
): LockedCheck | undefined {
  if (settings.responseLimit === null && !settings.onePerUser) return undefined;
  return async (tx, lockedForm) => {
    const current = withSettingsDefaults(lockedForm.settings as Partial<FormSettings> | null);
    await checkFormAccess(tx, formId, current, respondent);
  };
}

/**
 * Re-validates every answer as the browser should have (closed forms, one response per person,
 * required, options, ratings, patterns with the linear-time engine, files, questions the form's
 * logic hides), scores it on the server and stores it. The respondent's identity comes from
 * their session only: a payload cannot claim to be someone else.
 */
export async function submitResponse(
  { db, submissions, spam }: { db: Database; submissions: SubmissionBatcher; spam: SpamDeps },
  {
    formId,
    answers,
    language,
    hiddenFields,
    respondent,
    ownerMailIntervalMs,
    spamCheck = {},
    ip,
    resumeToken,
    completionSeconds,
    copyEmail,
    unlock,
  }: {
    formId: string;
    answers: Answer[];
    /** The link's hidden field values: names the version does not declare are dropped. */
    hiddenFields?: HiddenValues;
    /** As the submission names it; the form's default when absent. */
    language?: LanguageCode;
    respondent: UserRow | undefined;
    /** How long the owner's mails of one form wait after each other (a minute). */
    ownerMailIntervalMs: number;
    /** What the public page sends for the form's spam protection, if any. */
    spamCheck?: SpamCheck;
    ip: string;
    /** The partial response this submission finishes, if any (partials module). */
    resumeToken?: string;
    /** The browser's time from first answer to submit, for the funnel's histogram only. */
    completionSeconds?: number;
    /** Where the respondent asked for a copy of their answers (findCopyAddress decides). */
    copyEmail?: string;
    /** The proof that the respondent gave the form's password, if it has one. */
    unlock: FormUnlock;
  },
): Promise<{ _id: string; result: SubmissionResult | null; hasJobs: boolean }> {
  const form = await findFormToAnswer(db, formId);
  if (!form || (!form.isPublic && !(await mayOpenPrivateForm(db, form, respondent?.id)))) {
    throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  }
  refuseLockedForm(form, unlock);
  const settings = readSettings(form);
  await checkSpam(spam, { formId, protection: settings.spamProtection, spamCheck, ip });
  await checkFormAccess(db, formId, settings, respondent);
  const responseLanguage = chooseResponseLanguage(settings, language);
  const byQuestion = indexAnswers(answers);
  if (!byQuestion) throw new AppError("INVALID_ANSWERS", RESPONDENT_MESSAGES.duplicateAnswer);
  const questions = await withLivePatternsOnly(db, form.questions);
  const hiddenValues = keepDeclaredValues(form.hiddenFields, hiddenFields);
  const { calculations } = settings;
  const errors = findAllAnswerErrors(
    questions,
    byQuestion,
    matchesPattern,
    hiddenValues,
    variableStepsFor(calculations),
  );
  if (Object.keys(errors).length > 0) refuse(errors, questions);

  const given = answers.filter((answer) => !isAnswerMissing(answer.answer));
  const fileIds = await checkFileAnswers(db, formId, questions, given);
  // Points over the scored questions the respondent saw: logic-hidden ones never count.
  const marks = markResponse(questions, given, hiddenValues, variableStepsFor(calculations));
  const score = scoreMarks(marks);
  const partial = await findPartialToFinish(db, { formId, resumeToken });
  const id = partial?.id ?? newId();
  const row = {
    id,
    formId,
    formVersion: form.currentVersion,
    respondentId: respondent?.id ?? null,
    respondentName: respondent?.name ?? GUEST_NAME,
    respondentEmail: respondent?.email ?? GUEST_EMAIL,
    answers: given,
    hiddenFields: hiddenValues,
    score: score.correct,
    maxScore: score.total,
    percentage: score.percentage,
    variables: calculateResponse(questions, calculations, byQuestion, hiddenValues),
    language: responseLanguage,
  };
  const copyTo = findCopyAddress({
    isOn: settings.sendRespondentCopy,
    questions,
    answers: given,
    copyEmail,
  });
  const notices = findResponseNotices({ form, settings, ownerMailIntervalMs, copyTo });
  const response = {
    row,
    tallies: tallyAnswers(questions, given, hiddenValues, variableStepsFor(calculations)),
    completionSeconds,
  };
  const isStored = await storeOrFormGone(db, submissions, response, {
    fileIds,
    lockedCheck: lockedCheckFor(formId, settings, respondent),
    claim: partial?.claim,
    recordJobs:
      notices &&
      ((tx) => {
        // The webhook's times are the submission's, as stored.
        const storedAt = new Date();
        const dto = toResponseDto({ ...row, submittedAt: storedAt, updatedAt: storedAt });
        return recordResponseJobs(tx, { notices, response: dto });
      }),
  });
  if (!isStored) throw new AppError("FILE_ALREADY_USED", RESPONDENT_MESSAGES.fileUnavailable);
  return {
    _id: id,
    result: buildSubmissionResult(questions, marks, {
      settings,
      texts: settings.languages.includes(responseLanguage)
        ? currentTranslationsOf(form, settings)[responseLanguage]
        : undefined,
    }),
    hasJobs: notices !== undefined,
  };
}
