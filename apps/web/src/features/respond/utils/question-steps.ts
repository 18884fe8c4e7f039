import type { PublicQuestion } from "@formloom/shared";
import type { FormPage } from "./form-pages";

/**
 * One screen of the one-at-a-time layout: a question, headed by its page's section when it is
 * the first on that page, or a section alone when its page shows no question.
 */
export type QuestionStep = {
  /** The question's _id, or the section's for a section alone. */
  key: string;
  question: PublicQuestion | null;
  section: PublicQuestion | null;
};

/** The screens for the shown pages, in the order the respondent sees the questions. */
export function listQuestionSteps(
  shownPages: readonly FormPage[],
  shownIds: ReadonlySet<string>,
): QuestionStep[] {
  return shownPages.flatMap((page): QuestionStep[] => {
    const questions = page.questions.filter((question) => shownIds.has(question._id));
    if (questions.length === 0) {
      return page.section ? [{ key: page.section._id, question: null, section: page.section }] : [];
    }
    return questions.map((question, index) => ({
      key: question._id,
      question,
      section: index === 0 ? page.section : null,
    }));
  });
}

/** Every item's _id in the form's order (sections included), shown or not. */
export function listItemKeys(pages: readonly FormPage[]): string[] {
  return pages.flatMap((page) => [
    ...(page.section ? [page.section._id] : []),
    ...page.questions.map((question) => question._id),
  ]);
}

/**
 * Where `currentKey` stands among the steps. Should the logic hide the screen on view, the
 * nearest shown one before it takes its place (only earlier answers can hide it).
 */
export function findStepIndex(
  steps: readonly QuestionStep[],
  itemKeys: readonly string[],
  currentKey: string | null,
): number {
  const byKey = new Map(steps.map((step, index) => [step.key, index]));
  const at = currentKey === null ? -1 : itemKeys.indexOf(currentKey);
  for (let index = at; index >= 0; index -= 1) {
    const found = byKey.get(itemKeys[index] as string);
    if (found !== undefined) return found;
  }
  return 0;
}

export type StepMove =
  | { kind: "blocked"; questionId: string }
  | { kind: "step"; key: string }
  | { kind: "end" };

/**
 * What going on from step `index` does: the rule of the paged layout's Next, for one question.
 * A question with an error keeps the respondent on it; the last step leaves to submitting.
 */
export function findNextMove(
  steps: readonly QuestionStep[],
  index: number,
  errors: Readonly<Record<string, unknown>>,
): StepMove {
  const question = steps[index]?.question;
  if (question && errors[question._id]) return { kind: "blocked", questionId: question._id };
  const next = steps[index + 1];
  return next ? { kind: "step", key: next.key } : { kind: "end" };
}
