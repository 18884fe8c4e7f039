import {
  type AnswerValue,
  FORM_TEXT_KEYS,
  isLanguageCode,
  parseFileUrl,
  translated,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { JobOutcome, JobRow } from "../../lib/job-queue.js";
import type { Log } from "../../lib/log.js";
import type { Mailer } from "../../lib/mailer.js";
import { currentTranslationsOf } from "../forms/form-translations.js";
import { findFormWithQuestions, findVersionQuestions } from "../forms/repo.js";
import { readSettings } from "../forms/to-form-dto.js";
import { findFileNames } from "../uploads/repo.js";
import { findResponsesByIds } from "./repo.js";
import { respondentCopyMail } from "./respondent-copy-mail.js";
import {
  claimRespondentCopy,
  purgeOldRespondentCopies,
  releaseRespondentCopy,
} from "./respondent-copy-repo.js";

export const RESPONDENT_COPY_JOB = "respondent.copy";

// The address lives here only: the response never stores it, and the job is deleted once done.
export type RespondentCopyPayload = { formId: string; responseId: string; to: string };
export type RespondentCopyDeps = { db: Database; mailer: Mailer; log: Log };

/**
 * Mails the respondent their answers, in the language they answered in. A copy is taken before
 * it is sent and given back if the send fails, so a job run again after a send sends nothing;
 * an address past its copies for the hour gets none (logged). A response deleted meanwhile
 * gets none either.
 */
export async function respondentCopyJob(
  { db, mailer, log }: RespondentCopyDeps,
  job: JobRow,
): Promise<JobOutcome> {
  const { formId, responseId, to } = job.payload as RespondentCopyPayload;
  const form = await findFormWithQuestions(db, formId);
  const [response] = form ? await findResponsesByIds(db, { formId, ids: [responseId] }) : [];
  if (!form || !response) return undefined;

  const claim = await claimRespondentCopy(db, { responseId, address: to });
  if (claim === "overLimit") {
    log.info(
      { formId, responseId },
      "respondent copy not sent: the address had its copies for the hour",
    );
  }
  if (claim !== "claimed") return undefined;

  const settings = readSettings(form);
  const language = isLanguageCode(response.language) ? response.language : settings.language;
  const texts = settings.languages.includes(language)
    ? currentTranslationsOf(form, settings)[language]
    : undefined;
  const answers = response.answers as { questionId: string; answer: AnswerValue }[];
  const version = await findVersionQuestions(db, formId, response.formVersion);
  const fileIds = answers
    .flatMap(({ answer }) => (Array.isArray(answer) ? answer : [answer]))
    .map((value) => (typeof value === "string" ? parseFileUrl(value) : null))
    .filter((id): id is string => id !== null);
  const mail = respondentCopyMail({
    to,
    language,
    title: translated(texts, FORM_TEXT_KEYS.title, form.title),
    submittedAt: response.submittedAt,
    answers,
    questions: version?.questions ?? form.questions,
    texts,
    fileNames: await findFileNames(db, formId, fileIds),
  });
  try {
    await mailer.send(mail);
  } catch (error) {
    await releaseRespondentCopy(db, responseId);
    throw error;
  }
  await purgeOldRespondentCopies(db);
  return undefined;
}
