import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { MailDeliveryError, type Mailer } from "../../lib/mailer.js";
import { findOpenPartial } from "./find-open-partial.js";
import { findFormTakingAnswers } from "./open-form.js";
import { resumeLinkOf } from "./resume-link.js";
import { resumeLinkMail } from "./resume-link-mail.js";

/** Sends the link to continue to the address the respondent gives, once the token proves theirs. */
export async function mailResumeLink(
  deps: { db: Database; mailer: Mailer; publicUrl: string },
  {
    formId,
    resumeToken,
    email,
    respondent,
  }: { formId: string; resumeToken: string; email: string; respondent?: UserRow },
): Promise<void> {
  const { form } = await findFormTakingAnswers(deps.db, { formId, respondent });
  await findOpenPartial(deps.db, { formId, resumeToken });
  const link = resumeLinkOf(deps.publicUrl, formId, resumeToken);
  try {
    await deps.mailer.send(resumeLinkMail(email, form.title, link));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    throw new AppError("MAIL_UNAVAILABLE", "We could not send the email. Please copy the link.");
  }
}
