import type { AnswerValue, WebhookKind } from "@formloom/shared";
import type { Database } from "../../db/client.js";
import { ownerAnswerLines, ownerVariableLines } from "../../lib/owner-answer-lines.js";
import { findVersionQuestions } from "../forms/repo.js";
import { type ChatMessage, chatBody } from "./chat-message.js";

/** Answers a chat message shows; the response page has them all. */
export const CHAT_ANSWERS_SHOWN = 5;

type DeliveredEvent = {
  form: { _id: string; title?: string };
  response?: {
    _id: string;
    version: number;
    answers: { questionId: string; answer: AnswerValue }[];
    /** Absent from an event queued before responses carried their variables. */
    variables?: Record<string, number | string>;
  };
};

async function toChatMessage(
  { db, publicUrl }: { db: Database; publicUrl: string },
  { form, response }: DeliveredEvent,
): Promise<ChatMessage> {
  const formLink = `${publicUrl}/forms/${form._id}/responses`;
  if (!response) {
    return {
      heading: "Formloom test message: new responses to this form will be posted here",
      lines: [],
      more: 0,
      variables: [],
      link: { url: formLink, text: "Open the responses" },
    };
  }
  const version = await findVersionQuestions(db, form._id, response.version);
  const lines = ownerAnswerLines(response.answers, version?.questions ?? [], CHAT_ANSWERS_SHOWN);
  return {
    heading: `New response to ${form.title ?? "your form"}`,
    lines,
    more: response.answers.length - lines.length,
    variables: ownerVariableLines(response.variables),
    link: { url: `${formLink}?response=${response._id}`, text: "Read the response" },
  };
}

/**
 * What one delivery sends to this webhook: the event's JSON as queued, or for a Slack or Discord
 * webhook a message made from it (when sent, so a retry reads the same version's questions).
 */
export async function bodyForWebhook(
  deps: { db: Database; publicUrl: string },
  kind: WebhookKind,
  body: string,
): Promise<string> {
  if (kind === "standard") return body;
  return chatBody(kind, await toChatMessage(deps, JSON.parse(body) as DeliveredEvent));
}
