// How a logic condition names a form variable (calculations.ts), apart from the evaluator: every
// public page reads conditions, and only the pages of forms with variables load the calculations.

// A condition names a variable as "var:<name>" where it names a question by its id.
const REFERENCE_PREFIX = "var:";

/** A variable's name: a letter, then letters, digits and underscores. */
export const VARIABLE_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

export function toVariableReference(name: string): string {
  return `${REFERENCE_PREFIX}${name}`;
}

/** The variable's name a condition refers to, or null when it refers to something else. */
export function readVariableReference(reference: string): string | null {
  return reference.startsWith(REFERENCE_PREFIX) ? reference.slice(REFERENCE_PREFIX.length) : null;
}
