import type { QuestionValidations } from "@formloom/shared";

/** A number box's text as a bound: empty (or not yet a number) means no bound. */
export function parseBoundText(text: string): number | undefined {
  if (text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isNaN(value) ? undefined : value;
}

/** The validations with one field set, or removed when it has no value. */
export function setValidation<K extends keyof QuestionValidations>(
  validations: QuestionValidations,
  field: K,
  value: QuestionValidations[K] | undefined,
): QuestionValidations {
  const next = { ...validations };
  if (value === undefined || value === "") delete next[field];
  else next[field] = value;
  return next;
}
