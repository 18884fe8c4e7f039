import { and, gt, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { ResponseRow } from "../../../db/rows.js";
import { responses } from "../../../db/schema.js";
import { ofVersion } from "../common/of-version.js";

/** One batch of a version's responses after `afterId`, oldest first: the export's keyset. */
export type ExportedRow = Pick<
  ResponseRow,
  | "id"
  | "submittedAt"
  | "answers"
  | "hiddenFields"
  | "variables"
  | "respondentName"
  | "respondentEmail"
  | "score"
  | "maxScore"
  | "percentage"
  | "language"
>;

/**
 * The next page of a version's responses after `afterId`, oldest first (the exports' keyset).
 * `filter` narrows them further (the responses page's filters); none by default.
 */
export async function findResponsesAfter(
  db: Database,
  {
    formId,
    version,
    afterId,
    limit,
    filter,
  }: { formId: string; version: number; afterId?: string; limit: number; filter?: SQL },
): Promise<ExportedRow[]> {
  return db
    .select({
      id: responses.id,
      submittedAt: responses.submittedAt,
      answers: responses.answers,
      hiddenFields: responses.hiddenFields,
      variables: responses.variables,
      respondentName: responses.respondentName,
      respondentEmail: responses.respondentEmail,
      score: responses.score,
      maxScore: responses.maxScore,
      percentage: responses.percentage,
      language: responses.language,
    })
    .from(responses)
    .where(and(ofVersion(formId, version), afterId ? gt(responses.id, afterId) : undefined, filter))
    .orderBy(responses.id)
    .limit(limit);
}
