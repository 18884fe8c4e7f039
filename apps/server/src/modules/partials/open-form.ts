import type { FormSettings } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { type FormWithQuestions, findFormWithQuestions } from "../forms/repo.js";
import { mayOpenPrivateForm } from "../forms/service.js";
import { readSettings } from "../forms/to-form-dto.js";
import { checkFormAccess, FORM_NOT_FOUND } from "../responses/common/submission-checks.js";

/** The form a respondent's partial answers, as a submission would find it, taking answers now. */
export async function findFormTakingAnswers(
  db: Database,
  { formId, respondent }: { formId: string; respondent: UserRow | undefined },
): Promise<{ form: FormWithQuestions; settings: FormSettings }> {
  const form = await findFormWithQuestions(db, formId);
  if (!form || (!form.isPublic && !(await mayOpenPrivateForm(db, form, respondent?.id)))) {
    throw new AppError("FORM_NOT_FOUND", FORM_NOT_FOUND);
  }
  const settings = readSettings(form);
  await checkFormAccess(db, formId, settings, respondent);
  return { form, settings };
}
