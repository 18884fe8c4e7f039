// Keystroke normalisers the UI applies on every change (SPEC §5), and the tidier
// versions the schemas apply so the server stores the same canonical value.

const WHITESPACE_RUN = /\s+/g;
const NOT_LETTER_OR_SPACE = /[^\p{L}\p{M} ]/gu;
const REPEATED_SPACES = / {2,}/g;
const LEADING_SPACES = /^ +/;

// Strips digits and non-letters, collapses repeated spaces and drops leading ones.
// A trailing space stays so the user can go on typing the next word.
export function normalizeNameInput(value: string): string {
  return value
    .replace(WHITESPACE_RUN, " ")
    .replace(NOT_LETTER_OR_SPACE, "")
    .replace(REPEATED_SPACES, " ")
    .replace(LEADING_SPACES, "");
}

export function normalizeEmailInput(value: string): string {
  return value.replace(WHITESPACE_RUN, "");
}

export function tidyName(value: string): string {
  return value.replace(WHITESPACE_RUN, " ").trim();
}

// Emails are compared without case, so the stored address is lower-case.
export function canonicalizeEmail(value: string): string {
  return normalizeEmailInput(value).toLowerCase();
}
