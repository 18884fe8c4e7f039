import { and, count, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.js";
import type { ResponseRow } from "../../../db/rows.js";
import { forms, responseStats, responses } from "../../../db/schema.js";
import { ofVersion } from "../common/of-version.js";
import { summarizeScores } from "../summary/repo.js";

/** Individual responses of one version (those `where` keeps, when given), newest first. */
export async function listResponses(
  db: Database,
  {
    formId,
    version,
    where,
    page,
    limit,
  }: { formId: string; version: number; where?: SQL; page: number; limit: number },
): Promise<{ rows: ResponseRow[]; total: number }> {
  const kept = where ?? ofVersion(formId, version);
  // The offset is walked in the index alone (an index-only scan); only the page's own rows are
  // read from the table. Reading every skipped row made the last of 50,000 pages take 3.4 s.
  const pageIds = db
    .select({ id: responses.id })
    .from(responses)
    .where(kept)
    .orderBy(desc(responses.id))
    .limit(limit)
    .offset((page - 1) * limit)
    .as("page_ids");
  const [rows, total] = await Promise.all([
    db
      .select(getTableColumns(responses))
      .from(responses)
      .innerJoin(pageIds, eq(pageIds.id, responses.id))
      .orderBy(desc(responses.id)),
    where
      ? db
          .select({ total: count() })
          .from(responses)
          .where(where)
          .then(([row]) => row?.total ?? 0)
      : summarizeScores(db, formId, version).then((scores) => scores.total),
  ]);
  return { rows, total };
}

/** One respondent's attempts at a form, newest first. */
export async function listAttempts(db: Database, formId: string, respondentId: string) {
  return db
    .select({
      id: responses.id,
      score: responses.score,
      maxScore: responses.maxScore,
      submittedAt: responses.submittedAt,
    })
    .from(responses)
    .where(and(eq(responses.respondentId, respondentId), eq(responses.formId, formId)))
    .orderBy(desc(responses.id));
}

type Paging = { page: number; limit: number };

/** The latest responses to any of a workspace's forms. */
export async function listReceived(db: Database, workspaceId: string, { page, limit }: Paging) {
  const ownForms = eq(forms.workspaceId, workspaceId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ response: responses, formTitle: forms.title })
      .from(responses)
      .innerJoin(forms, eq(forms.id, responses.formId))
      .where(ownForms)
      .orderBy(desc(responses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    // Summed from the counter shards: counting the rows took 150 ms at 1,000,000 responses.
    db
      .select({ total: sql<number>`coalesce(sum(${responseStats.responses}), 0)`.mapWith(Number) })
      .from(responseStats)
      .innerJoin(forms, eq(forms.id, responseStats.formId))
      .where(ownForms),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** What the user submitted while signed in, newest first. */
export async function listSubmitted(db: Database, respondentId: string, { page, limit }: Paging) {
  const own = eq(responses.respondentId, respondentId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        response: responses,
        formTitle: forms.title,
        form: { settings: forms.settings, scoresReleasedAt: forms.scoresReleasedAt },
      })
      .from(responses)
      .innerJoin(forms, eq(forms.id, responses.formId))
      .where(own)
      .orderBy(desc(responses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(responses).where(own),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
