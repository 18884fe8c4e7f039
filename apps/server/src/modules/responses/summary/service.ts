import { isQuestionScored, type ResponsesFilter, type ResponsesSummary } from "@formloom/shared";
import type { SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { Access } from "../../../lib/workspace-access.js";
import { listVersionsWithCounts } from "../../forms/repo.js";
import { readSettings, toFormDto } from "../../forms/to-form-dto.js";
import { keepsWholeSpan } from "../common/build-responses-filter.js";
import { ofVersion } from "../common/of-version.js";
import { type FilterScope, findOwnedVersion, toFilterCondition } from "../common/owned-version.js";
import { buildQuestionSummaries } from "./build-question-summaries.js";
import { countLanguages } from "./count-languages.js";
import { countAnswersPerQuestion, countChosenOptions, summarizeScores } from "./repo.js";
import { findSubmissionSpan } from "./repo-filtered.js";
import { summarizeFilteredResponses } from "./summarize-filtered-responses.js";
import { summarizeVariables } from "./summarize-variables.js";

type FilterInput = ResponsesFilter & { access: Access; formId: string; version?: number };

/**
 * What the summary reads with: the database, and the filtered summary's page size on it
 * (`filteredSummaryPageRows`; undefined for one statement).
 */
export type SummaryDeps = { db: Database; filteredPageRows?: number };

/** Scores and counts from the counters, or from the rows the filter's `where` keeps. */
async function countVersion(
  { db, filteredPageRows }: SummaryDeps,
  { formId, version, questions }: FilterScope,
  { filter, where }: { filter: ResponsesFilter; where: SQL | undefined },
) {
  // A date range that spans every response of the version is no filter: read the counters.
  const span =
    where &&
    !filter.q &&
    !filter.answer &&
    !filter.language &&
    !filter.hiddenValue &&
    (await findSubmissionSpan(db, formId, version));
  if (where && !(span && keepsWholeSpan(filter, span))) {
    return summarizeFilteredResponses(db, {
      formId,
      version,
      questions,
      where,
      pageRows: filteredPageRows,
    });
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
  deps: SummaryDeps,
  { access, formId, version, ...filter }: FilterInput,
): Promise<ResponsesSummary> {
  const { db, filteredPageRows } = deps;
  const { form, version: wanted } = await findOwnedVersion(db, { access, formId, version });
  const settings = readSettings(form);
  const scope = {
    formId,
    version: wanted,
    questions: form.questions,
    hiddenFields: form.hiddenFields,
    settings,
  };
  const where = toFilterCondition(scope, filter);
  const [{ scores, answered, chosen }, versions, languages, variables] = await Promise.all([
    countVersion(deps, scope, { filter, where }),
    listVersionsWithCounts(db, formId),
    settings.languages.length > 0
      ? countLanguages(db, { ...scope, where, pageRows: filteredPageRows })
      : [],
    summarizeVariables(db, settings.calculations.variables, {
      formId,
      version: wanted,
      where: where ?? (ofVersion(formId, wanted) as SQL),
      pageRows: filteredPageRows,
    }),
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
    languages,
    variables,
  };
}
