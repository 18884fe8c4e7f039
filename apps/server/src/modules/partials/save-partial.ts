import {
  indexAnswers,
  isAnswerMissing,
  keepDeclaredValues,
  keepIssuesOfGivenAnswers,
  PARTIAL_KEEP_DAYS,
  PARTIAL_MESSAGES,
  RESPONDENT_MESSAGES,
  type SavePartialBody,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { newId } from "../../lib/ids.js";
import { matchesPattern } from "../../lib/safe-regex.js";
import {
  checkFileAnswers,
  chooseResponseLanguage,
  findAllAnswerErrors,
  refuse,
  withLivePatternsOnly,
} from "../responses/common/submission-checks.js";
import { findOpenPartial } from "./find-open-partial.js";
import { findFormTakingAnswers } from "./open-form.js";
import { insertPartial, type PartialChanges, updateOpenPartial } from "./repo.js";
import { hashResumeToken, newResumeToken } from "./resume-token.js";

const DAY_MS = 24 * 60 * 60_000;

/**
 * Keeps the answers given so far of a form that keeps unfinished answers: each is checked as a
 * submission's would be, but questions not answered yet are no error. Without a token a new
 * partial starts (its token is answered once, and only its hash kept); with one, its answers
 * are replaced.
 */
export async function savePartial(
  db: Database,
  { formId, body, respondent }: { formId: string; body: SavePartialBody; respondent?: UserRow },
): Promise<{ _id: string; resumeToken: string; expiresAt: Date }> {
  const { form, settings } = await findFormTakingAnswers(db, { formId, respondent });
  if (!settings.keepUnfinished) throw new AppError("PARTIALS_OFF", PARTIAL_MESSAGES.off);
  const language = chooseResponseLanguage(settings, body.language);
  const byQuestion = indexAnswers(body.answers);
  if (!byQuestion) throw new AppError("INVALID_ANSWERS", RESPONDENT_MESSAGES.duplicateAnswer);
  const questions = await withLivePatternsOnly(db, form.questions);
  const hiddenFields = keepDeclaredValues(form.hiddenFields, body.hiddenFields);
  const issues = findAllAnswerErrors(questions, byQuestion, matchesPattern, hiddenFields);
  const refused = keepIssuesOfGivenAnswers(issues, byQuestion);
  if (Object.keys(refused).length > 0) refuse(refused, questions);
  const answers = body.answers.filter((answer) => !isAnswerMissing(answer.answer));
  await checkFileAnswers(db, formId, questions, answers);

  const changes: PartialChanges = {
    formVersion: form.currentVersion,
    answers,
    // A plain object: the ORM refuses one without a prototype.
    hiddenFields: { ...hiddenFields },
    pageReached: body.pageReached,
    language,
  };
  if (body.resumeToken) {
    const open = await findOpenPartial(db, { formId, resumeToken: body.resumeToken });
    const updated = await updateOpenPartial(db, open.id, changes);
    if (!updated) {
      throw new AppError("PARTIAL_ALREADY_SUBMITTED", PARTIAL_MESSAGES.alreadySubmitted);
    }
    return { _id: updated.id, resumeToken: body.resumeToken, expiresAt: updated.expiresAt };
  }
  const resumeToken = newResumeToken();
  const created = await insertPartial(db, {
    id: newId(),
    formId,
    tokenHash: hashResumeToken(resumeToken),
    expiresAt: new Date(Date.now() + PARTIAL_KEEP_DAYS * DAY_MS),
    ...changes,
  });
  return { _id: created.id, resumeToken, expiresAt: created.expiresAt };
}
