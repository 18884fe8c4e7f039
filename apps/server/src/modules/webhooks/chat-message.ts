import type { WebhookKind } from "@formloom/shared";
import type { OwnerAnswerLine } from "../../lib/owner-answer-lines.js";

// Slack's and Discord's incoming webhooks read a message, not our JSON: what a channel shows of
// a new response (or of "Send test"), in each service's documented format.

export type ChatMessage = {
  heading: string;
  lines: readonly OwnerAnswerLine[];
  /** Answers left out of the message. */
  more: number;
  /** The response's variables, after its answers. */
  variables: readonly OwnerAnswerLine[];
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

const slackLine = (line: OwnerAnswerLine) =>
  `*${escapeSlack(line.question)}*: ${escapeSlack(cut(line.value, VALUE_MAX))}`;
const discordLine = (line: OwnerAnswerLine) =>
  `**${escapeDiscord(line.question)}**: ${escapeDiscord(cut(line.value, VALUE_MAX))}`;

function slackText({ heading, lines, more, variables, link }: ChatMessage): string {
  return [
    `*${escapeSlack(heading)}*`,
    ...lines.map(slackLine),
    ...(more > 0 ? [`and ${more} more answers`] : []),
    ...variables.map(slackLine),
    `<${link.url}|${escapeSlack(link.text)}>`,
  ].join("\n");
}

function discordContent({ heading, lines, more, variables, link }: ChatMessage): string {
  // Only the link is sure to fit: a message too long for Discord loses its end, variables first.
  const end = `[${link.text}](${link.url})`;
  const head = [
    `**${escapeDiscord(heading)}**`,
    ...lines.map(discordLine),
    ...(more > 0 ? [`and ${more} more answers`] : []),
    ...variables.map(discordLine),
  ].join("\n");
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
