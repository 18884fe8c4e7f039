import type { Question } from "@formloom/shared";
import { and, count, desc, eq, gt, inArray, isNull, max, min, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import {
  answerTallies,
  forms,
  formVersions,
  responseStats,
  responses,
  uploadedFiles,
} from "../../db/schema.js";

export type ResponseRow = typeof responses.$inferSelect;
type NewResponse = typeof responses.$inferInsert;

export type Tally = { questionId: string; option: string };

const SHARDS = 16;

/** Adds one response to the version's score counters and to its answers' tallies. */
async function addToTallies(tx: Transaction, row: NewResponse, tallies: Tally[]): Promise<void> {
  const shard = Math.floor(Math.random() * SHARDS);
  const { formId, formVersion } = row;
  const percentage = row.percentage ?? 0;
  await tx
    .insert(responseStats)
    .values({
      formId,
      formVersion,
      shard,
      responses: 1,
      percentageSum: percentage,
      percentageMax: percentage,
      percentageMin: percentage,
    })
    .onConflictDoUpdate({
      target: [responseStats.formId, responseStats.formVersion, responseStats.shard],
      set: {
        responses: sql`${responseStats.responses} + 1`,
        percentageSum: sql`${responseStats.percentageSum} + excluded.percentage_sum`,
        percentageMax: sql`greatest(${responseStats.percentageMax}, excluded.percentage_max)`,
        percentageMin: sql`least(${responseStats.percentageMin}, excluded.percentage_min)`,
      },
    });
  if (tallies.length === 0) return;
  // One order for every transaction, so concurrent ones take the row locks alike (no deadlock).
  const sorted = [...tallies].sort((a, b) =>
    a.questionId === b.questionId
      ? a.option.localeCompare(b.option)
      : a.questionId.localeCompare(b.questionId),
  );
  await tx
    .insert(answerTallies)
    .values(sorted.map((tally) => ({ formId, formVersion, shard, ...tally, tally: 1 })))
    .onConflictDoUpdate({
      target: [
        answerTallies.formId,
        answerTallies.formVersion,
        answerTallies.questionId,
        answerTallies.option,
        answerTallies.shard,
      ],
      set: { tally: sql`${answerTallies.tally} + 1` },
    });
}

/**
 * Stores the response, its tallies and the form's response count, and ties the uploaded files to
 * it, in one transaction. False (and nothing written) when a file was taken meanwhile.
 */
export async function insertResponse(
  db: Database,
  row: NewResponse,
  { fileIds, tallies }: { fileIds: string[]; tallies: Tally[] },
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await tx.insert(responses).values(row);
      if (fileIds.length > 0) {
        const attached = await tx
          .update(uploadedFiles)
          .set({ responseId: row.id })
          .where(and(inArray(uploadedFiles.id, fileIds), isNull(uploadedFiles.responseId)))
          .returning({ id: uploadedFiles.id });
        if (attached.length !== fileIds.length) throw new FilesTakenError();
      }
      await addToTallies(tx, row, tallies);
      // Every submission to a form updates this one row: last, so its lock is held briefly.
      await tx
        .update(forms)
        .set({ responseCount: sql`${forms.responseCount} + 1` })
        .where(eq(forms.id, row.formId));
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

const tallyOf = (formId: string, version: number) =>
  and(eq(answerTallies.formId, formId), eq(answerTallies.formVersion, version));

/** Count and score statistics of one version, summed from its counter shards. */
export async function summarizeScores(db: Database, formId: string, version: number) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${responseStats.responses}), 0)`.mapWith(Number),
      average: sql<
        number | null
      >`round(sum(${responseStats.percentageSum})::numeric / nullif(sum(${responseStats.responses}), 0))`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
      highest: max(responseStats.percentageMax),
      lowest: min(responseStats.percentageMin),
    })
    .from(responseStats)
    .where(and(eq(responseStats.formId, formId), eq(responseStats.formVersion, version)));
  return row ?? { total: 0, average: null, highest: null, lowest: null };
}

/** How many responses answered each question (the empty-option tallies). */
export async function countAnswersPerQuestion(db: Database, formId: string, version: number) {
  return db
    .select({
      question_id: answerTallies.questionId,
      answered: sql<number>`sum(${answerTallies.tally})`.mapWith(Number),
    })
    .from(answerTallies)
    .where(and(tallyOf(formId, version), eq(answerTallies.option, "")))
    .groupBy(answerTallies.questionId);
}

/** How often each option (or rating value) was chosen; a ticked checkbox option counts once. */
export async function countChosenOptions(db: Database, formId: string, version: number) {
  return db
    .select({
      question_id: answerTallies.questionId,
      option: answerTallies.option,
      chosen: sql<number>`sum(${answerTallies.tally})`.mapWith(Number),
    })
    .from(answerTallies)
    .where(and(tallyOf(formId, version), sql`${answerTallies.option} <> ''`))
    .groupBy(answerTallies.questionId, answerTallies.option);
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
