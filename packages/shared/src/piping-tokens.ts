// Answer piping's tokens: an earlier answer or a hidden field of the link, written into a text
// the respondent reads (a question, a description, an option, the confirmation message) as
// `{{answer:<questionId>}}` or `{{hidden:<name>}}`, and a form variable in an ending's text as
// `{{var:<name>}}` (calculations.ts), each with an optional fallback after a `|`
// (`{{answer:<questionId>|there}}`) that holds no `|`, brace or line break. Stored in the text itself, so translations carry them.
// Anything that does not match exactly is plain text: an owner who types `{{` keeps it.
// No zod and no other import here: the public page loads this only for forms that pipe.

export type PipingKind = "answer" | "hidden" | "var";

export type PipingToken = {
  kind: PipingKind;
  /** The question's id (its builder key before it is saved), the hidden field's or variable's name. */
  reference: string;
  /** Shown when the answer is empty or hidden by logic; "" when the owner set none. */
  fallback: string;
};

export type PipedSegment = { text: string } | { token: PipingToken };

// A fallback holds no "|", no brace and no line break: nothing that could end or nest a token.
const TOKEN_PATTERN = /\{\{(answer|hidden|var):([A-Za-z0-9_-]{1,80})(?:\|([^|{}\n]*))?\}\}/g;

/** A quick look before parsing: false for most texts. */
export function mayHoldPipingTokens(text: string): boolean {
  return text.includes("{{");
}

export function parsePipedText(text: string): PipedSegment[] {
  if (!mayHoldPipingTokens(text)) return text === "" ? [] : [{ text }];
  const segments: PipedSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const [whole, kind, reference, fallback = ""] = match;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({
      token: { kind: kind as PipingKind, reference: reference as string, fallback },
    });
    last = match.index + whole.length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

export function findPipingTokens(text: string): PipingToken[] {
  return parsePipedText(text).flatMap((segment) => ("token" in segment ? [segment.token] : []));
}

export function hasPipingTokens(text: string): boolean {
  return findPipingTokens(text).length > 0;
}

/** The token as stored in a text. */
export function formatPipingToken({ kind, reference, fallback }: PipingToken): string {
  return `{{${kind}:${reference}${fallback === "" ? "" : `|${fallback}`}}}`;
}

/** The text with each token replaced by what `render` makes of it. */
export function replacePipingTokens(text: string, render: (token: PipingToken) => string): string {
  if (!mayHoldPipingTokens(text)) return text;
  return parsePipedText(text)
    .map((segment) => ("token" in segment ? render(segment.token) : segment.text))
    .join("");
}

/** The fallback as a token can hold it: without "|", braces and line breaks. */
export function cleanFallback(fallback: string): string {
  return fallback.replace(/[|{}\n]/g, "");
}
