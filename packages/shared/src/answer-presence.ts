// Whether a question counts as answered: respondent rules, logic and scoring all ask here.

function isBlank(value: unknown): boolean {
  return typeof value === "string" && value.trim() === "";
}

// Not undefined, not an empty list (or a grid with no row answered), not blank text. A File
// object the web app has not uploaded yet counts as an answer.
export function isAnswerMissing(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  return isBlank(value);
}
