// How the logic evaluator (form-logic.ts) tells a hidden field from a question, apart from the
// code that reads a link's values (hidden-fields.ts): every public page runs the evaluator, and
// only the pages of forms with hidden fields load the rest.

// A logic condition names a hidden field as "hidden:<name>" where it names a question by its id.
const REFERENCE_PREFIX = "hidden:";

export function toHiddenFieldReference(name: string): string {
  return `${REFERENCE_PREFIX}${name}`;
}

/** The hidden field's name a condition refers to, or null when it refers to a question. */
export function readHiddenFieldReference(reference: string): string | null {
  return reference.startsWith(REFERENCE_PREFIX) ? reference.slice(REFERENCE_PREFIX.length) : null;
}
