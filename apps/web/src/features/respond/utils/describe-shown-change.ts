type Named = { _id: string; questionText: string };

const quote = (questions: readonly Named[]) =>
  questions.map((question) => question.questionText.trim() || "Untitled question").join(", ");

/**
 * What a screen reader hears when the respondent's answer shows or hides questions on the page
 * (and changes how many pages the form has): "" when nothing changed.
 */
export function describeShownChange({
  before,
  after,
  pageCountBefore,
  pageCountAfter,
}: {
  before: readonly Named[];
  after: readonly Named[];
  pageCountBefore: number;
  pageCountAfter: number;
}): string {
  const beforeIds = new Set(before.map((question) => question._id));
  const afterIds = new Set(after.map((question) => question._id));
  const added = after.filter((question) => !beforeIds.has(question._id));
  const removed = before.filter((question) => !afterIds.has(question._id));
  const parts: string[] = [];
  if (added.length === 1) parts.push(`New question: ${quote(added)}.`);
  if (added.length > 1) parts.push(`${added.length} new questions: ${quote(added)}.`);
  if (removed.length === 1) parts.push(`Question removed: ${quote(removed)}.`);
  if (removed.length > 1) parts.push(`${removed.length} questions removed: ${quote(removed)}.`);
  if (pageCountAfter !== pageCountBefore) {
    parts.push(`This form now has ${pageCountAfter} ${pageCountAfter === 1 ? "page" : "pages"}.`);
  }
  return parts.join(" ");
}
