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
import type { Access } from "../../../lib/workspace-access.js";
import type { FormWithQuestions } from "../../forms/repo.js";
import { findFormWithQuestions } from "../../forms/repo.js";
import { mayOpenPrivateForm } from "../../forms/service.js";
import { readSettings } from "../../forms/to-form-dto.js";
import { authorizeWorkspace } from "../../workspaces/access.js";
import { findOwnedVersion, toFilterCondition } from "../common/owned-version.js";
import { scoreOf, toResponseDto } from "../common/to-response-dto.js";
import { listAttempts, listReceived, listResponses, listSubmitted } from "./repo.js";

type Paging = { page: number; limit: number };

type FilterInput = ResponsesFilter & { access: Access; formId: string; version?: number };

export async function getResponses(
  db: Database,
  { access, formId, version, page, limit, ...filter }: FilterInput & Paging,
): Promise<{ responses: FormResponse[]; total: number }> {
  const owned = await findOwnedVersion(db, { access, formId, version });
  const where = toFilterCondition(
    {
      formId,
      version: owned.version,
      questions: owned.form.questions,
      hiddenFields: owned.form.hiddenFields,
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
  const maySee = (form: FormWithQuestions) =>
    form.isPublic || attempts.length > 0 || mayOpenPrivateForm(db, form, userId);
  if (!form || !(await maySee(form))) {
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
  { access, workspace, ...paging }: Paging & { access: Access; workspace?: string },
) {
  const { workspaceId } = await authorizeWorkspace(db, access, workspace);
  const { rows, total } = await listReceived(db, workspaceId, paging);
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
