import type { FunnelEventBody } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { isForeignKeyViolation } from "../../lib/database-errors.js";
import { shareConcurrentCalls } from "../../lib/share-concurrent-calls.js";
import type { FunnelBatcher } from "./funnel-batcher.js";
import { stepOfEvent } from "./funnel-steps.js";
import { findFormForBeacon } from "./repo.js";

const FORM_NOT_FOUND = "Form not found";

/**
 * Counts one event of the public page for a public form's existing version. Only a public form's
 * page sends them: a private form is seen by its owner alone, who is never counted.
 */
export function createFunnelRecorder(db: Database, batcher: FunnelBatcher) {
  const findForm = shareConcurrentCalls((formId: string) => findFormForBeacon(db, formId));
  return async (formId: string, body: FunnelEventBody): Promise<void> => {
    const form = await findForm(formId);
    if (!form?.isPublic) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
    if (body.version > form.currentVersion) {
      throw new AppError(
        "VERSION_NOT_FOUND",
        `Version ${body.version} of this form does not exist`,
      );
    }
    try {
      await batcher.add({ formId, formVersion: body.version, step: stepOfEvent(body), count: 1 });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
      throw error;
    }
  };
}
