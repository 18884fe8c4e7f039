import type { ResumedPartial } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { findOpenPartial } from "./find-open-partial.js";
import { findFormTakingAnswers } from "./open-form.js";

/**
 * The answers kept under a resume token, on any device, while the form takes answers and the
 * partial has not expired or been submitted.
 */
export async function resumePartial(
  db: Database,
  {
    formId,
    resumeToken,
    respondent,
  }: { formId: string; resumeToken: string; respondent?: UserRow },
): Promise<ResumedPartial> {
  await findFormTakingAnswers(db, { formId, respondent });
  const row = await findOpenPartial(db, { formId, resumeToken });
  return {
    _id: row.id,
    answers: row.answers as ResumedPartial["answers"],
    pageReached: row.pageReached,
    language: row.language as ResumedPartial["language"],
    hiddenFields: row.hiddenFields,
    expiresAt: row.expiresAt.toISOString(),
  };
}
