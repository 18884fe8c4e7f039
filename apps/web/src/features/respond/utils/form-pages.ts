import type { AnswerValue, PublicQuestion } from "@formloom/shared";
import { findShownItemIds, isSection, type Page } from "@formloom/shared/form-logic";

export type FormPage = Page<PublicQuestion>;

/** The items the form's logic shows for these answers, and the questions among them in order. */
export function findShownQuestions(
  items: readonly PublicQuestion[],
  values: Readonly<Record<string, AnswerValue>>,
) {
  const ids = findShownItemIds(items, values);
  const questions = items.filter((item) => !isSection(item) && ids.has(item._id));
  return { ids, questions };
}

/** A page is skipped when the logic hides its section; the page before any section always shows. */
export function isPageShown(page: FormPage, shownIds: ReadonlySet<string>): boolean {
  return page.section === null || shownIds.has(page.section._id);
}

/** Fisher–Yates with the given source of randomness (0 ≤ random() < 1). */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
}

/** The questions of each page in a random order; pages and their sections keep their places. */
export function shuffleWithinPages(
  pages: readonly FormPage[],
  random: () => number = Math.random,
): FormPage[] {
  return pages.map((page) => ({ ...page, questions: shuffle(page.questions, random) }));
}
