import type { Question } from "@formloom/shared";
import { and, count, desc, eq, gt, inArray, isNull, max, min, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { forms, formVersions, responses, uploadedFiles } from "../../db/schema.js";
import { selectRows } from "../../db/select-rows.js";

export type ResponseRow = typeof responses.$inferSelect;
type NewResponse = typeof responses.$inferInsert;

/**
 * Stores the response, counts it on the form and ties the uploaded files to it, in one
 * transaction. False (and nothing written) when a file was taken by another response meanwhile.
 */
export async function insertResponse(
  db: Database,
  row: NewResponse,
  fileIds: string[],
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(responses).values(row);
      await tx
        .update(forms)
        .set({ responseCount: sql`${forms.responseCount} + 1` })
        .where(eq(forms.id, row.formId));
      if (fileIds.length > 0) {
        const attached = await tx
          .update(uploadedFiles)
          .set({ responseId: row.id })
          .where(and(inArray(uploadedFiles.id, fileIds), isNull(uploadedFiles.responseId)))
          .returning({ id: uploadedFiles.id });
        if (attached.length !== fileIds.length) throw new FilesTakenError();
      }
    });
    return true;
  } catch (error) {
    if (error instanceof FilesTakenError) return false;
    throw error;
  }
}

class FilesTakenError extends Error {}

export async function findVersionQuestions(
  db: Database,
  formId: string,
  version: number,
): Promise<{ questions: Question[]; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ questions: formVersions.questions, createdAt: formVersions.createdAt })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)))
    .limit(1);
  return row ? { questions: row.questions as Question[], createdAt: row.createdAt } : undefined;
}

const ofVersion = (formId: string, version: number) =>
  and(eq(responses.formId, formId), eq(responses.formVersion, version));

/** Individual responses of one version, newest first. */
export async function listResponses(
  db: Database,
  {
    formId,
    version,
    page,
    limit,
  }: { formId: string; version: number; page: number; limit: number },
): Promise<{ rows: ResponseRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(responses)
      .where(ofVersion(formId, version))
      .orderBy(desc(responses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(responses).where(ofVersion(formId, version)),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Count and score statistics of one version, in the database. */
export async function summarizeScores(db: Database, formId: string, version: number) {
  const [row] = await db
    .select({
      total: count(),
      average: sql<number | null>`round(avg(${responses.percentage}))`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
      highest: max(responses.percentage),
      lowest: min(responses.percentage),
    })
    .from(responses)
    .where(ofVersion(formId, version));
  return row ?? { total: 0, average: null, highest: null, lowest: null };
}

/** How many responses answered each question. */
export async function countAnswersPerQuestion(db: Database, formId: string, version: number) {
  return selectRows<{ question_id: string; answered: number }>(
    db,
    sql`
    SELECT answer.value->>'questionId' AS question_id, count(*)::int AS answered
    FROM ${responses}
    CROSS JOIN LATERAL jsonb_array_elements(${responses.answers}) AS answer(value)
    WHERE ${responses.formId} = ${formId} AND ${responses.formVersion} = ${version}
    GROUP BY 1`,
  );
}

/**
 * How often each option (or rating value) was chosen, for the given questions. A checkbox
 * answer is a list: each ticked option counts once.
 */
export async function countChosenOptions(
  db: Database,
  formId: string,
  version: number,
  questionIds: string[],
) {
  if (questionIds.length === 0) return [];
  return selectRows<{ question_id: string; option: string; chosen: number }>(
    db,
    sql`
    SELECT answer.value->>'questionId' AS question_id, chosen.value AS option, count(*)::int AS chosen
    FROM ${responses}
    CROSS JOIN LATERAL jsonb_array_elements(${responses.answers}) AS answer(value)
    CROSS JOIN LATERAL jsonb_array_elements_text(
      CASE jsonb_typeof(answer.value->'answer')
        WHEN 'array' THEN answer.value->'answer'
        ELSE jsonb_build_array(answer.value->'answer')
      END
    ) AS chosen(value)
    WHERE ${responses.formId} = ${formId} AND ${responses.formVersion} = ${version}
      AND answer.value->>'questionId' IN (${sql.join(
        questionIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    GROUP BY 1, 2`,
  );
}

/** One batch of a version's responses after `afterId`, oldest first: the export's keyset. */
export async function findResponsesAfter(
  db: Database,
  {
    formId,
    version,
    afterId,
    limit,
  }: { formId: string; version: number; afterId?: string; limit: number },
): Promise<Pick<ResponseRow, "id" | "submittedAt" | "answers">[]> {
  return db
    .select({ id: responses.id, submittedAt: responses.submittedAt, answers: responses.answers })
    .from(responses)
    .where(
      afterId
        ? and(ofVersion(formId, version), gt(responses.id, afterId))
        : ofVersion(formId, version),
    )
    .orderBy(responses.id)
    .limit(limit);
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

/** The latest responses to any of the owner's forms. */
export async function listReceived(db: Database, ownerId: string, { page, limit }: Paging) {
  const ownForms = eq(forms.ownerId, ownerId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ response: responses, formTitle: forms.title })
      .from(responses)
      .innerJoin(forms, eq(forms.id, responses.formId))
      .where(ownForms)
      .orderBy(desc(responses.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(responses)
      .innerJoin(forms, eq(forms.id, responses.formId))
      .where(ownForms),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** What the user submitted while signed in, newest first. */
export async function listSubmitted(db: Database, respondentId: string, { page, limit }: Paging) {
  const own = eq(responses.respondentId, respondentId);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ response: responses, formTitle: forms.title })
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
