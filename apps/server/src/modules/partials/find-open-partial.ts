import { PARTIAL_MESSAGES } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findPartialByTokenHash, type PartialRow } from "./repo.js";
import { hashResumeToken } from "./resume-token.js";

/**
 * The form's partial the token opens: unknown, forged, expired or another form's is 'not
 * found' alike; one submitted already is a conflict (another tab finished it).
 */
export async function findOpenPartial(
  db: Database,
  { formId, resumeToken }: { formId: string; resumeToken: string },
): Promise<PartialRow> {
  const row = await findPartialByTokenHash(db, formId, hashResumeToken(resumeToken));
  if (!row || row.expiresAt.getTime() <= Date.now()) {
    throw new AppError("PARTIAL_NOT_FOUND", PARTIAL_MESSAGES.notFound);
  }
  if (row.submittedAt !== null) {
    throw new AppError("PARTIAL_ALREADY_SUBMITTED", PARTIAL_MESSAGES.alreadySubmitted);
  }
  return row;
}
