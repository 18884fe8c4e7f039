import type { AnswerValue, Question } from "@formloom/shared";
import type { ResponseRow } from "../../db/rows.js";
import type { Mail } from "../../lib/mailer.js";
import {
  type OwnerAnswerLine,
  ownerAnswerLines,
  ownerVariableLines,
} from "../../lib/owner-answer-lines.js";

/** The answers a mail shows; the response page has them all. */
export const MAIL_ANSWERS_SHOWN = 20;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function mailLayout(body: string): string {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f6fb;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;font-size:18px;color:#4f46e5">Formloom</p>
${body}
</div></body></html>`;
}

export const htmlLines = (lines: readonly OwnerAnswerLine[]) =>
  lines
    .map(
      (line) =>
        `<dt style="font-weight:bold;margin-top:12px">${escapeHtml(line.question)}</dt><dd style="margin:4px 0 0">${escapeHtml(line.value)}</dd>`,
    )
    .join("");
const textLine = (line: OwnerAnswerLine) => `${line.question}: ${line.value}`;

const formatTime = (date: Date) => `${date.toISOString().replace("T", " ").slice(0, 16)} UTC`;

export type NoticeContext = {
  to: string;
  formTitle: string;
  /** The responses page of the form, and of one response. */
  formLink: string;
  responseLink: (responseId: string) => string;
};

/** The mail about one new response: when, the first answers, and where to read it all. */
export function newResponseMail(
  { to, formTitle, responseLink }: NoticeContext,
  response: ResponseRow,
  questions: readonly Question[],
): Mail {
  const answers = ownerAnswerLines(
    response.answers as { questionId: string; answer: AnswerValue }[],
    questions,
    MAIL_ANSWERS_SHOWN,
  );
  const more = (response.answers as unknown[]).length - answers.length;
  const variables = ownerVariableLines(response.variables);
  const link = responseLink(response.id);
  const time = formatTime(response.submittedAt);
  return {
    to,
    subject: `New response to ${formTitle}`,
    text: [
      `${formTitle} received a response on ${time}.`,
      "",
      ...answers.map(textLine),
      ...(more > 0 ? ["", `and ${more} more answers`] : []),
      ...(variables.length > 0 ? ["", ...variables.map(textLine)] : []),
      "",
      `Read it: ${link}`,
    ].join("\n"),
    html: mailLayout(`<p><strong>${escapeHtml(formTitle)}</strong> received a response on ${time}.</p>
<dl>${htmlLines(answers)}</dl>
${more > 0 ? `<p style="color:#6b7280">and ${more} more answers</p>` : ""}
${variables.length > 0 ? `<dl data-variables>${htmlLines(variables)}</dl>` : ""}
<p><a href="${escapeHtml(link)}">Read the response</a></p>`),
  };
}

/** One mail for the responses of a busy minute: how many, when, and links. */
export function responsesDigestMail(
  { to, formTitle, formLink, responseLink }: NoticeContext,
  listed: ResponseRow[],
  total: number,
): Mail {
  const rest = total - listed.length;
  return {
    to,
    subject: `${total} new responses to ${formTitle}`,
    text: [
      `${formTitle} received ${total} new responses.`,
      "",
      ...listed.map(
        (response) => `${formatTime(response.submittedAt)}: ${responseLink(response.id)}`,
      ),
      ...(rest > 0 ? ["", `and ${rest} more`] : []),
      "",
      `All responses: ${formLink}`,
    ].join("\n"),
    html: mailLayout(`<p><strong>${escapeHtml(formTitle)}</strong> received ${total} new responses.</p>
<ul>${listed
      .map(
        (response) =>
          `<li><a href="${escapeHtml(responseLink(response.id))}">${formatTime(response.submittedAt)}</a></li>`,
      )
      .join("")}</ul>
${rest > 0 ? `<p style="color:#6b7280">and ${rest} more</p>` : ""}
<p><a href="${escapeHtml(formLink)}">All responses</a></p>`),
  };
}
