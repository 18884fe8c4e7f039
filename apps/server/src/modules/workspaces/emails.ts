import type { WorkspaceRole } from "@formloom/shared";
import type { Mail } from "../../lib/mailer.js";
import { escapeHtml, mailLayout } from "../auth/emails.js";

export function invitationMail(
  to: string,
  invite: { inviter: string; workspaceName: string; role: WorkspaceRole; link: string },
): Mail {
  const { inviter, workspaceName, role, link } = invite;
  const sentence = `${inviter} invited you to the workspace “${workspaceName}” on Formloom, as ${role}.`;
  const expiry =
    "The link works once and expires in 7 days. If you did not expect it, ignore this email.";
  return {
    to,
    subject: `Formloom: ${inviter} invited you to “${workspaceName}”`,
    text: [sentence, "", "To accept, open:", link, "", expiry].join("\n"),
    html: mailLayout(`<p>${escapeHtml(sentence)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Accept the invitation</a></p>
<p style="color:#6b7280">${escapeHtml(expiry)}</p>`),
  };
}
