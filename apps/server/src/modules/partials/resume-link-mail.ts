import { PARTIAL_KEEP_DAYS } from "@formloom/shared";
import type { Mail } from "../../lib/mailer.js";
import { escapeHtml, mailLayout } from "../auth/emails.js";

/** The respondent's own link to continue a form ("email me the link"). */
export function resumeLinkMail(to: string, formTitle: string, link: string): Mail {
  const keep = `Your answers are kept for ${PARTIAL_KEEP_DAYS} days from when you started, or until the form closes. Anyone with this link can see and change them: do not share it.`;
  return {
    to,
    subject: `Continue "${formTitle}"`,
    text: [`To continue the form "${formTitle}" where you left off, open:`, link, "", keep].join(
      "\n",
    ),
    html: mailLayout(`<p>To continue the form “${escapeHtml(formTitle)}” where you left off:</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Continue the form</a></p>
<p style="color:#6b7280">${escapeHtml(keep)}</p>`),
  };
}
