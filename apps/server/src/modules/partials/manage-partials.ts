import type { PartialResponse } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Access } from "../../lib/workspace-access.js";
import { recordAudit } from "../audit/record-audit.js";
import { findFormFor, formEntry } from "../forms/service.js";
import { deleteUnfinished, listUnfinished, type PartialRow } from "./repo.js";

function toPartialDto(row: PartialRow): PartialResponse {
  return {
    _id: row.id,
    formVersion: row.formVersion,
    pageReached: row.pageReached,
    answers: row.answers as PartialResponse["answers"],
    language: row.language as PartialResponse["language"],
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

type FormRef = { access: Access; formId: string };

/** The owner's "Unfinished" tab: the form's open partials, newest first, a page at a time. */
export async function listPartials(
  db: Database,
  { access, formId, page, limit }: FormRef & { page: number; limit: number },
): Promise<{ partials: PartialResponse[]; total: number }> {
  await findFormFor(db, { access, formId });
  const { rows, total } = await listUnfinished(db, { formId, page, limit });
  return { partials: rows.map(toPartialDto), total };
}

/** Deletes the form's open partials (these, or all), audited as one entry. Answers how many. */
export async function deletePartials(
  db: Database,
  { access, formId, ids }: FormRef & { ids?: string[] },
): Promise<number> {
  const form = await findFormFor(db, { access, formId });
  return db.transaction(async (tx) => {
    const deleted = await deleteUnfinished(tx, { formId, ids });
    if (deleted > 0) {
      await recordAudit(
        tx,
        access.actor,
        formEntry(form.workspaceId, "partials.deleted", formId, { count: deleted }),
      );
    }
    return deleted;
  });
}

export async function deletePartial(
  db: Database,
  { partialId, ...ref }: FormRef & { partialId: string },
): Promise<void> {
  if ((await deletePartials(db, { ...ref, ids: [partialId] })) === 0) {
    throw new AppError("PARTIAL_NOT_FOUND", "Unfinished response not found");
  }
}
