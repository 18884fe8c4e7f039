import { PARTIAL_MESSAGES } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { findOpenPartial } from "./find-open-partial.js";
import { markPartialSubmitted } from "./repo.js";

/**
 * The partial a submission finishes: the response takes its id, and `claim` (run in the
 * response's transaction) marks it submitted, so of two tabs submitting it only one stores.
 */
export async function findPartialToFinish(
  db: Database,
  { formId, resumeToken }: { formId: string; resumeToken: string | undefined },
): Promise<{ id: string; claim: (tx: Transaction) => Promise<void> } | undefined> {
  if (resumeToken === undefined) return undefined;
  const { id } = await findOpenPartial(db, { formId, resumeToken });
  return {
    id,
    claim: async (tx) => {
      if (!(await markPartialSubmitted(tx, id))) {
        throw new AppError("PARTIAL_ALREADY_SUBMITTED", PARTIAL_MESSAGES.alreadySubmitted);
      }
    },
  };
}
