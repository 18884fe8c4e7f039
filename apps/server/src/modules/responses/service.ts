import {
  type FormResponse,
  isQuestionScored,
  isScoreReleased,
  type Question,
  type Quiz,
  type ReceivedResponse,
  type ResponsesFilter,
  type ResponsesSummary,
  type SubmittedResponse,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { ResponseRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import {
  findFormWithQuestions,
  findVersionQuestions,
  listVersionsWithCounts,
} from "../forms/repo.js";
import { findOwnedForm } from "../forms/service.js";
import { readSettings, toFormDto } from "../forms/to-form-dto.js";
import { buildQuestionSummaries } from "./build-question-summaries.js";
import {
  buildResponsesFilter,
  isFilterable,
  isFiltered,
  keepsWholeSpan,
} from "./build-responses-filter.js";
import {
  countAnswersPerQuestion,
  countChosenOptions,
  listAttempts,
  listReceived,
  listResponses,
  listSubmitted,
  summarizeScores,
} from "./repo.js";
import { findSubmissionSpan } from "./repo-filtered.js";
import { summarizeFilteredResponses } from "./summarize-filtered-responses.js";

function scoreOf(row: ResponseRow) {
  return { correct: row.score, total: row.maxScore, percentage: row.percentage };
}

function toResponseDto(row: ResponseRow): FormResponse {
  return {
    _id: row.id,
    formId: row.formId,
    version: row.formVersion,
    respondentName: row.respondentName,
    respondentEmail: row.respondentEmail,
    answers: row.answers as FormResponse["answers"],
    score: scoreOf(row),
    createdAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type Paging = { page: number; limit: number };

/** The owner's form as it was at `version` (the latest when none is asked for). */
export async function findOwnedVersion(
  db: Database,
  { ownerId, formId, version }: { ownerId: string; formId: string; version?: number },
) {
  const form = await findOwnedForm(db, { ownerId, formId });
  const wanted = version ?? form.currentVersion;
  const snapshot = await findVersionQuestions(db, formId, wanted);
  if (!snapshot)
    throw new AppError("VERSION_NOT_FOUND", `Version ${wanted} of this form does not exist`);
  return { form: { ...form, questions: snapshot.questions }, version: wanted };
}

/**
 * The SQL condition of a filter on one version, or undefined when nothing is filtered. Answers
 * can be filtered on for the version's choice, dropdown and rating questions only.
 */
export function toFilterCondition(
  { formId, version, questions }: { formId: string; version: number; questions: Question[] },
  filter: ResponsesFilter,
) {
  if (!isFiltered(filter)) return undefined;
  if (filter.question !== undefined && filter.answer !== undefined) {
    const question = questions.find((q) => q._id === filter.question);
    if (!question || !isFilterable(question)) {
      throw new AppError("VALIDATION_FAILED", "Choose a choice, dropdown or rating question", {
        errors: { question: "Choose a choice, dropdown or rating question of this version" },
      });
    }
  }
  return buildResponsesFilter({ formId, version, questions, filter });
}

type FilterInput = ResponsesFilter & { ownerId: string; formId: string; version?: number };

export async function getResponses(
  db: Database,
  { ownerId, formId, version, page, limit, ...filter }: FilterInput & Paging,
): Promise<{ responses: FormResponse[]; total: number }> {
  const owned = await findOwnedVersion(db, { ownerId, formId, version });
  const where = toFilterCondition(
    { formId, version: owned.version, questions: owned.form.questions },
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

/** Scores and counts from the counters, or from the rows a filter keeps. */
async function countVersion(
  db: Database,
  { formId, version, questions }: { formId: string; version: number; questions: Question[] },
  filter: ResponsesFilter,
) {
  const where = toFilterCondition({ formId, version, questions }, filter);
  // A date range that spans every response of the version is no filter: read the counters.
  const span =
    where && !filter.q && !filter.answer && (await findSubmissionSpan(db, formId, version));
  if (where && !(span && keepsWholeSpan(filter, span))) {
    return summarizeFilteredResponses(db, { questions, where });
  }
  const [scores, answered, chosen] = await Promise.all([
    summarizeScores(db, formId, version),
    countAnswersPerQuestion(db, formId, version),
    countChosenOptions(db, formId, version),
  ]);
  return { scores, answered, chosen };
}

/** The responses page's numbers, all counted by the database. */
export async function getSummary(
  db: Database,
  { ownerId, formId, version, ...filter }: FilterInput,
): Promise<ResponsesSummary> {
  const { form, version: wanted } = await findOwnedVersion(db, { ownerId, formId, version });
  const [{ scores, answered, chosen }, versions] = await Promise.all([
    countVersion(db, { formId, version: wanted, questions: form.questions }, filter),
    listVersionsWithCounts(db, formId),
  ]);
  const isScored = scores.total > 0 && form.questions.some(isQuestionScored);
  return {
    // Every version's count is at hand: their sum is the form's.
    form: toFormDto(
      form,
      versions.reduce((sum, v) => sum + v.responseCount, 0),
    ),
    version: wanted,
    versions: versions.map((v) => ({ ...v, createdAt: v.createdAt.toISOString() })),
    totalResponses: scores.total,
    averageScore: isScored ? scores.average : null,
    highestScore: isScored ? scores.highest : null,
    lowestScore: isScored ? scores.lowest : null,
    questions: buildQuestionSummaries(form.questions, answered, chosen, scores.total),
  };
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
