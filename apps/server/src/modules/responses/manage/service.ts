import {
  type FormResponse,
  isScoreReleased,
  type Quiz,
  type ReceivedResponse,
  type ResponsesFilter,
  type SubmittedResponse,
} from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import { AppError } from "../../../lib/app-error.js";
import { findFormWithQuestions } from "../../forms/repo.js";
import { readSettings } from "../../forms/to-form-dto.js";
import { findOwnedVersion, toFilterCondition } from "../common/owned-version.js";
import { scoreOf, toResponseDto } from "../common/to-response-dto.js";
import { listAttempts, listReceived, listResponses, listSubmitted } from "./repo.js";

type Paging = { page: number; limit: number };

type FilterInput = ResponsesFilter & { ownerId: string; formId: string; version?: number };

export async function getResponses(
  db: Database,
  { ownerId, formId, version, page, limit, ...filter }: FilterInput & Paging,
): Promise<{ responses: FormResponse[]; total: number }> {
  const owned = await findOwnedVersion(db, { ownerId, formId, version });
  const where = toFilterCondition(
    {
      formId,
      version: owned.version,
      questions: owned.form.questions,
      settings: readSettings(owned.form),
    },
    filter,
  );
  const { rows, total } = await listResponses(db, {
    formId,
    version: owned.version,
    where,
    page,
    limit,
  });
  return { responses: rows.map(toResponseDto), total };
}

/**
 * The signed-in user's own attempts at a form (DESIGN §5). 'Quiz Not Found' only when the form
 * is gone, or private and neither theirs nor ever answered by them.
 */
export async function getQuizAttempts(
  db: Database,
  { userId, formId }: { userId: string; formId: string },
): Promise<Quiz> {
  const [attempts, form] = await Promise.all([
    listAttempts(db, formId, userId),
    findFormWithQuestions(db, formId),
  ]);
  if (!form || (!form.isPublic && form.ownerId !== userId && attempts.length === 0)) {
    throw new AppError("QUIZ_NOT_FOUND", "Quiz not found");
  }
  const settings = readSettings(form);
  const isReleased = (submittedAt: Date) =>
    isScoreReleased(settings, form.scoresReleasedAt, submittedAt);
  return {
    id: form.id,
    title: form.title,
    attempts: attempts.map((attempt) => {
      const shows = isReleased(attempt.submittedAt);
      return {
        id: attempt.id,
        score: shows ? attempt.score : null,
        maxScore: shows ? attempt.maxScore : null,
        submittedAt: attempt.submittedAt.toISOString(),
      };
    }),
  };
}

export async function getReceived(
  db: Database,
  { ownerId, ...paging }: Paging & { ownerId: string },
) {
  const { rows, total } = await listReceived(db, ownerId, paging);
  const responses: ReceivedResponse[] = rows.map(({ response, formTitle }) => ({
    _id: response.id,
    formId: response.formId,
    formTitle,
    respondentName: response.respondentName,
    respondentEmail: response.respondentEmail,
    score: scoreOf(response),
    createdAt: response.submittedAt.toISOString(),
  }));
  return { responses, total };
}

export async function getSubmitted(
  db: Database,
  { userId, ...paging }: Paging & { userId: string },
) {
  const { rows, total } = await listSubmitted(db, userId, paging);
  const responses: SubmittedResponse[] = rows.map(({ response, formTitle, form }) => ({
    _id: response.id,
    formId: response.formId,
    formTitle,
    // A quiz that releases scores later keeps them from its respondent until the owner does.
    score: isScoreReleased(readSettings(form), form.scoresReleasedAt, response.submittedAt)
      ? scoreOf(response)
      : null,
    createdAt: response.submittedAt.toISOString(),
  }));
  return { responses, total };
}
