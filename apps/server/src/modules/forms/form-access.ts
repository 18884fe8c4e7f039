import { type FormClosedReason, type FormSettings, findClosedReason } from "@formloom/shared";
import type { Database, Transaction } from "../../db/client.js";
import { countFormResponses, hasResponded } from "./repo.js";

/** Whether a form takes an answer from this person now, and if not, why. */
export type FormAccess = {
  /** Closed for everyone: past its close date or at its response limit. */
  closedReason: FormClosedReason | null;
  /** A one-per-user form, and nobody is signed in. */
  needsSignIn: boolean;
  /** A one-per-user form the signed-in person has already answered. */
  alreadyResponded: boolean;
};

/**
 * The one rule behind the public page's status and the submission's checks. The count is read
 * only for a form with a limit, and the person's earlier response only on a one-per-user form
 * they are signed in to. Runs in the submission's transaction too, with the form row locked.
 */
export async function findFormAccess(
  db: Database | Transaction,
  { formId, settings, personId }: { formId: string; settings: FormSettings; personId?: string },
): Promise<FormAccess> {
  const responseCount = settings.responseLimit === null ? 0 : await countFormResponses(db, formId);
  const closedReason = findClosedReason(settings, { now: new Date(), responseCount });
  const alreadyResponded =
    settings.onePerUser && personId !== undefined
      ? await hasResponded(db, { formId, respondentId: personId })
      : false;
  return {
    closedReason,
    needsSignIn: settings.onePerUser && personId === undefined,
    alreadyResponded,
  };
}
