import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { ResponseRow } from "../../db/rows.js";
import { answerTallies, forms, responseStats, responses, uploadedFiles } from "../../db/schema.js";
import { type NewResponse, storeResponsesStatement } from "./store-responses.js";
import type { SubmissionBatcher } from "./submission-batcher.js";
import { SEEN_KEY } from "./tally-answers.js";

/**
 * What must hold, checked again inside the transaction that stores a response to a form with a
 * response limit or one response per person: it runs once the form row is locked, so that
 * concurrent submissions to that form take their turn and each sees the ones before it. It
 * throws to store nothing.
 */
export type LockedCheck = (tx: Transaction, form: { settings: unknown }) => Promise<void>;

/** Locks the form row until the transaction ends; undefined when the form is gone. */
async function lockForm(tx: Transaction, formId: string) {
  const [row] = await tx
    .select({ settings: forms.settings })
    .from(forms)
    .where(eq(forms.id, formId))
    .for("update");
  return row;
}

/**
 * Stores the response with its counters and ties the uploaded files to it, atomically.
 * False (and nothing written) when a file was taken meanwhile. With `lockedCheck` the form row
 * is locked first and the check runs before anything is written. A response with none of these
 * joins the next batch of `submissions`, stored together by one statement that locks nothing
 * but counter shards.
 */
export async function insertResponse(
  db: Database,
  submissions: SubmissionBatcher,
  response: NewResponse,
  {
    fileIds,
    lockedCheck,
    recordJobs,
  }: {
    fileIds: string[];
    lockedCheck?: LockedCheck;
    /** The owner's mail and webhook deliveries, written with the response or not at all. */
    recordJobs?: (tx: Transaction) => Promise<void>;
  },
): Promise<boolean> {
  if (fileIds.length === 0 && lockedCheck === undefined && recordJobs === undefined) {
    await submissions.store(response);
    return true;
  }
  try {
    await db.transaction(async (tx) => {
      if (lockedCheck) {
        const form = await lockForm(tx, response.row.formId);
        // A form deleted meanwhile: the insert's foreign key refuses it as before.
        if (form) await lockedCheck(tx, form);
      }
      await tx.execute(storeResponsesStatement([response]));
      if (recordJobs) await recordJobs(tx);
      if (fileIds.length === 0) return;
      const attached = await tx
        .update(uploadedFiles)
        .set({ responseId: response.row.id })
        .where(and(inArray(uploadedFiles.id, fileIds), isNull(uploadedFiles.responseId)))
        .returning({ id: uploadedFiles.id });
      if (attached.length !== fileIds.length) throw new FilesTakenError();
    });
    return true;
  } catch (error) {
    if (error instanceof FilesTakenError) return false;
    throw error;
  }
}

class FilesTakenError extends Error {}

const ofVersion = (formId: string, version: number) =>
  and(eq(responses.formId, formId), eq(responses.formVersion, version));

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

const tallyOf = (formId: string, version: number) =>
  and(eq(answerTallies.formId, formId), eq(answerTallies.formVersion, version));

/**
 * Count and score statistics of one version: the count and the average summed from its counter
 * shards; the highest and lowest read from the responses' (form, version, percentage) index, two
 * index probes, because a delete cannot take a maximum or minimum back out of a counter.
 */
export async function summarizeScores(db: Database, formId: string, version: number) {
  const [[counters], [extremes]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${responseStats.responses}), 0)`.mapWith(Number),
        average: sql<
          number | null
        >`round(sum(${responseStats.percentageSum})::numeric / nullif(sum(${responseStats.responses}), 0))`.mapWith(
          (value) => (value === null ? null : Number(value)),
        ),
      })
      .from(responseStats)
      .where(and(eq(responseStats.formId, formId), eq(responseStats.formVersion, version))),
    // Written as ORDER BY … LIMIT 1 so that each is one probe of the index whatever the
    // planner's statistics say (a fresh million rows not yet analysed made max() scan them).
    db
      .execute(sql`
      select
        (select ${responses.percentage} from ${responses} where ${ofVersion(formId, version)}
          order by ${responses.percentage} desc limit 1) as highest,
        (select ${responses.percentage} from ${responses} where ${ofVersion(formId, version)}
          order by ${responses.percentage} asc limit 1) as lowest`)
      .then(
        (result) => (result as { rows: { highest: number | null; lowest: number | null }[] }).rows,
      ),
  ]);
  return {
    total: counters?.total ?? 0,
    average: counters?.average ?? null,
    highest: extremes?.highest == null ? null : Number(extremes.highest),
    lowest: extremes?.lowest == null ? null : Number(extremes.lowest),
  };
}

/**
 * How many responses answered each question (the empty-option tallies) and, for a question logic
 * may hide, how many saw it (null for the others).
 */
export async function countAnswersPerQuestion(db: Database, formId: string, version: number) {
  return db
    .select({
      question_id: answerTallies.questionId,
      answered:
        sql<number>`coalesce(sum(${answerTallies.tally}) filter (where ${answerTallies.option} = ''), 0)`.mapWith(
          Number,
        ),
      seen: sql<
        number | null
      >`sum(${answerTallies.tally}) filter (where ${answerTallies.option} = ${SEEN_KEY})`.mapWith(
        (value) => (value === null ? null : Number(value)),
      ),
    })
    .from(answerTallies)
    .where(and(tallyOf(formId, version), inArray(answerTallies.option, ["", SEEN_KEY])))
    .groupBy(answerTallies.questionId);
}

/** How often each option (or rating value) was chosen; a ticked checkbox option counts once. */
export async function countChosenOptions(db: Database, formId: string, version: number) {
  return (
    db
      .select({
        question_id: answerTallies.questionId,
        option: answerTallies.option,
        chosen: sql<number>`sum(${answerTallies.tally})`.mapWith(Number),
      })
      .from(answerTallies)
      .where(
        and(
          tallyOf(formId, version),
          sql`${answerTallies.option} <> ''`,
          sql`${answerTallies.option} <> ${SEEN_KEY}`,
        ),
      )
      .groupBy(answerTallies.questionId, answerTallies.option)
      // A value whose every response was deleted has tallies that sum to nothing: not an answer.
      .having(sql`sum(${answerTallies.tally}) > 0`)
  );
}

/** One batch of a version's responses after `afterId`, oldest first: the export's keyset. */
export type ExportedRow = Pick<
  ResponseRow,
  | "id"
  | "submittedAt"
  | "answers"
  | "respondentName"
  | "respondentEmail"
  | "score"
  | "maxScore"
  | "percentage"
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
      respondentName: responses.respondentName,
      respondentEmail: responses.respondentEmail,
      score: responses.score,
      maxScore: responses.maxScore,
      percentage: responses.percentage,
    })
    .from(responses)
    .where(and(ofVersion(formId, version), afterId ? gt(responses.id, afterId) : undefined, filter))
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
