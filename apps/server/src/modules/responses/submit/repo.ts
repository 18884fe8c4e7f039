import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client.js";
import { forms, uploadedFiles } from "../../../db/schema.js";
import { type NewResponse, storeResponsesStatement } from "./store-responses.js";
import type { SubmissionBatcher } from "./submission-batcher.js";

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
    claim,
    recordJobs,
  }: {
    fileIds: string[];
    lockedCheck?: LockedCheck;
    /** Runs first in the transaction and throws to store nothing (a partial taken already). */
    claim?: (tx: Transaction) => Promise<void>;
    /** The owner's mail and webhook deliveries, written with the response or not at all. */
    recordJobs?: (tx: Transaction) => Promise<void>;
  },
): Promise<boolean> {
  const isPlain = !claim && !lockedCheck && !recordJobs;
  if (fileIds.length === 0 && isPlain) {
    await submissions.store(response);
    return true;
  }
  try {
    await db.transaction(async (tx) => {
      if (claim) await claim(tx);
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
