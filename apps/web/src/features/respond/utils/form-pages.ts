import type { AnswerValue, PublicQuestion } from "@formloom/shared";
import {
  findShownItemIds,
  isSection,
  type Page,
  type VariableSteps,
} from "@formloom/shared/form-logic";
import type { HiddenValues } from "@formloom/shared/hidden-fields";

export type FormPage = Page<PublicQuestion>;

/**
 * The items the form's logic shows for these answers and the link's hidden field values, and the
 * questions among them in order.
 */
export function findShownQuestions(
  items: readonly PublicQuestion[],
  values: Readonly<Record<string, AnswerValue>>,
  hiddenValues?: HiddenValues,
  /** Fresh steps over the form's variables, when its logic may read them. */
  newSteps?: () => VariableSteps,
) {
  const ids = findShownItemIds(items, values, hiddenValues, newSteps?.());
  const questions = items.filter((item) => !isSection(item) && ids.has(item._id));
  return { ids, questions };
}

/** A page is skipped when the logic hides its section; the page before any section always shows. */
export function isPageShown(page: FormPage, shownIds: ReadonlySet<string>): boolean {
  return page.section === null || shownIds.has(page.section._id);
}

/**
 * The pages in their kept order, each item read from `items`: the same questions in the language
 * the respondent switched to since the order was set.
 */
export function withItemsOf(pages: readonly FormPage[], items: readonly PublicQuestion[]) {
  const byId = new Map(items.map((item) => [item._id, item]));
  const current = (item: PublicQuestion) => byId.get(item._id) ?? item;
  return pages.map((page) => ({
    section: page.section && current(page.section),
    questions: page.questions.map(current),
  }));
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

/**
 * A random order of one page's questions in which each comes after the questions of the page its
 * logic reads: an answer never brings a question in above the one that was answered.
 */
function shuffleAfterTheirConditions(
  questions: readonly PublicQuestion[],
  random: () => number,
): PublicQuestion[] {
  const onPage = new Set(questions.map((question) => question._id));
  const placed = new Set<string>();
  const isReady = (question: PublicQuestion) =>
    (question.logic?.conditions ?? []).every(
      ({ questionId }) => !onPage.has(questionId) || placed.has(questionId),
    );
  const waiting = shuffle(questions, random);
  const ordered: PublicQuestion[] = [];
  while (waiting.length > 0) {
    // Conditions read earlier questions only (the builder and the server refuse others), so one
    // is always ready; were none, the rest keep their random order rather than loop.
    const next = Math.max(0, waiting.findIndex(isReady));
    const [question] = waiting.splice(next, 1) as [PublicQuestion];
    ordered.push(question);
    placed.add(question._id);
  }
  return ordered;
}

/**
 * The questions of each page in a random order, each after the questions its logic reads; pages
 * and their sections keep their places.
 */
export function shuffleWithinPages(
  pages: readonly FormPage[],
  random: () => number = Math.random,
): FormPage[] {
  return pages.map((page) => ({
    ...page,
    questions: shuffleAfterTheirConditions(page.questions, random),
  }));
}
