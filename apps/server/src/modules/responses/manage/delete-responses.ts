import type { AnswerValue, Calculations, Question } from "@formloom/shared";
import type { Database } from "../../../db/client.js";
import { AppError } from "../../../lib/app-error.js";
import type { Access } from "../../../lib/workspace-access.js";
import { recordAudit } from "../../audit/record-audit.js";
import { findVersionQuestions } from "../../forms/repo.js";
import { findFormFor, formEntry } from "../../forms/service.js";
import { readSettings } from "../../forms/to-form-dto.js";
import { tallyAnswers } from "../common/tally-answers.js";
import { variableStepsFor } from "../submit/calculate-response.js";
import {
  type CounterDecrements,
  type DeletedResponse,
  deleteResponsesWithCounters,
  findResponseVersions,
} from "./repo-delete.js";

type StoredAnswers = { questionId: string; answer: AnswerValue }[];

/**
 * What the deleted responses had added to the counters: their number and percentages per
 * version, and their tallies recomputed by the submission's own `tallyAnswers` against the
 * version each was given to (a version's questions never change).
 */
function countersOf(
  questionsOf: ReadonlyMap<number, readonly Question[]>,
  rows: DeletedResponse[],
  calculations: Calculations,
): CounterDecrements {
  const stats = new Map<number, { version: number; responses: number; percentageSum: number }>();
  const tallies = new Map<string, CounterDecrements["tallies"][number]>();
  for (const row of rows) {
    const version = row.formVersion;
    const stat = stats.get(version) ?? { version, responses: 0, percentageSum: 0 };
    stat.responses += 1;
    stat.percentageSum += row.percentage;
    stats.set(version, stat);
    const questions = questionsOf.get(version);
    // Unreachable (a response's version never changes): refuse rather than leave a tally behind.
    if (!questions) throw new Error(`Version ${version} of a deleted response was not read`);
    const answers = row.answers as StoredAnswers;
    const steps = variableStepsFor(calculations);
    for (const tally of tallyAnswers(questions, answers, row.hiddenFields, steps)) {
      const key = JSON.stringify([version, tally.questionId, tally.option]);
      const entry = tallies.get(key) ?? { version, ...tally, tally: 0 };
      entry.tally += 1;
      tallies.set(key, entry);
    }
  }
  return { stats: [...stats.values()], tallies: [...tallies.values()] };
}

/**
 * The owner deletes some of a form's responses (ids of other forms' responses, or gone already,
 * are passed over). Answers how many were deleted.
 */
export async function deleteResponses(
  db: Database,
  { access, formId, ids }: { access: Access; formId: string; ids: string[] },
): Promise<number> {
  const form = await findFormFor(db, { access, formId });
  const unique = [...new Set(ids)];
  // Read before the transaction: a response's version, and a version's questions, never change.
  const questionsOf = new Map<number, readonly Question[]>();
  for (const version of await findResponseVersions(db, formId, unique)) {
    const snapshot = await findVersionQuestions(db, formId, version);
    questionsOf.set(version, snapshot?.questions ?? []);
  }
  return db.transaction(async (tx) => {
    const deleted = await deleteResponsesWithCounters(tx, {
      formId,
      ids: unique,
      countersOf: (rows) => countersOf(questionsOf, rows, readSettings(form).calculations),
    });
    if (deleted > 0) {
      await recordAudit(
        tx,
        access.actor,
        formEntry(form.workspaceId, "responses.deleted", formId, { count: deleted }),
      );
    }
    return deleted;
  });
}

/** The owner deletes one response; 'Response not found' when it is not one of the form's. */
export async function deleteResponse(
  db: Database,
  { access, formId, responseId }: { access: Access; formId: string; responseId: string },
): Promise<void> {
  const deleted = await deleteResponses(db, { access, formId, ids: [responseId] });
  if (deleted === 0) throw new AppError("RESPONSE_NOT_FOUND", "Response not found");
}
