import type { WebhookKind } from "@formloom/shared";
import type { OwnerAnswerLine } from "../../lib/owner-answer-lines.js";

// Slack's and Discord's incoming webhooks read a message, not our JSON: what a channel shows of
// a new response (or of "Send test"), in each service's documented format.

export type ChatMessage = {
  heading: string;
  lines: readonly OwnerAnswerLine[];
  /** Answers left out of the message. */
  more: number;
  link: { url: string; text: string };
};

/** An answer longer than this is cut in a message; the whole response is a link away. */
const VALUE_MAX = 300;
/** Discord refuses a message whose content is longer. */
const DISCORD_CONTENT_MAX = 2000;

const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

// Slack: &, < and > are the control characters of its text (links are <url|text>).
const escapeSlack = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

// Discord: markdown and masked links are escaped with a backslash; mentions are switched off
// by allowed_mentions, so "@everyone" in an answer pings nobody.
const escapeDiscord = (text: string) => text.replace(/[\\*_~`|>#[\]()-]/g, "\\$&");

function slackText({ heading, lines, more, link }: ChatMessage): string {
  return [
    `*${escapeSlack(heading)}*`,
    ...lines.map(
      (line) => `*${escapeSlack(line.question)}*: ${escapeSlack(cut(line.value, VALUE_MAX))}`,
    ),
    ...(more > 0 ? [`and ${more} more answers`] : []),
    `<${link.url}|${escapeSlack(link.text)}>`,
  ].join("\n");
}

function discordContent({ heading, lines, more, link }: ChatMessage): string {
  const tail = [...(more > 0 ? [`and ${more} more answers`] : []), `[${link.text}](${link.url})`];
  const head = [
    `**${escapeDiscord(heading)}**`,
    ...lines.map(
      (line) => `**${escapeDiscord(line.question)}**: ${escapeDiscord(cut(line.value, VALUE_MAX))}`,
    ),
  ].join("\n");
  const end = tail.join("\n");
  return `${cut(head, DISCORD_CONTENT_MAX - end.length - 1)}\n${end}`;
}

/** The request body a chat service's incoming webhook takes. */
export function chatBody(kind: Exclude<WebhookKind, "standard">, message: ChatMessage): string {
  if (kind === "slack") return JSON.stringify({ text: slackText(message) });
  return JSON.stringify({
    content: discordContent(message),
    allowed_mentions: { parse: [] },
  });
}
