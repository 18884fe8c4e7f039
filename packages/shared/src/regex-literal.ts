import { REGEX_FLAGS, REGEX_FLAGS_MAX } from "./constants";

// The admin types a pattern as a JavaScript-style literal, /pattern/flags. It is stored
// without the slashes (SPEC §3) and matched with RE2 (re2js), so the flags that change a
// whole-value test (i, m, s) travel inside the pattern as an RE2 inline group such as
// (?i). g and y mean nothing for a single test and u is always on in RE2: they are dropped.

export type RegexLiteralParts = { pattern: string; flags: string };

const LITERAL = /^\/(.+)\/([a-z]*)$/;
const INLINE_FLAGS = /^\(\?([ims]+)\)/;
const INLINE_FLAG_LETTERS = "ims";

// Splits /pattern/flags at its last slash. Null unless the flags are at most six
// distinct letters out of g, i, m, s, u, y.
export function parseRegexLiteral(literal: string): RegexLiteralParts | null {
  const match = LITERAL.exec(literal.trim());
  if (!match) return null;
  const [, pattern = "", flags = ""] = match;
  const isEachFlagKnown = [...flags].every((flag) => REGEX_FLAGS.includes(flag));
  const isEachFlagOnce = new Set(flags).size === flags.length;
  if (flags.length > REGEX_FLAGS_MAX || !isEachFlagKnown || !isEachFlagOnce) return null;
  return { pattern, flags };
}

export function toStoredRegex(literal: string): string | null {
  const parts = parseRegexLiteral(literal);
  if (!parts) return null;
  const inline = [...INLINE_FLAG_LETTERS].filter((flag) => parts.flags.includes(flag)).join("");
  return inline ? `(?${inline})${parts.pattern}` : parts.pattern;
}

// Back to what the admin edits: a leading inline group becomes the flags again.
export function toRegexLiteral(stored: string): string {
  const match = INLINE_FLAGS.exec(stored);
  if (!match) return `/${stored}/`;
  const [group, flags = ""] = match;
  return `/${stored.slice(group.length)}/${flags}`;
}
