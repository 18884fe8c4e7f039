import type { AnswerValue, PublicForm } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { isSection } from "@formloom/shared/form-logic";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import { findShownQuestions } from "../utils/form-pages";
import { toSubmittedAnswers } from "../utils/to-submitted-answers";
import type { PartialSnapshot } from "./partial-keeper";

/** The page a section opens, as the server counts it: 0 for the first, n for the n-th section. */
export function pageNumberOf(form: Pick<PublicForm, "questions">, pageId: string | null): number {
  if (pageId === null) return 0;
  return form.questions.filter(isSection).findIndex((section) => section._id === pageId) + 1;
}

/** The section that opens the page the server recorded; null for the first page. */
export function pageIdOf(form: Pick<PublicForm, "questions">, pageReached: number): string | null {
  if (pageReached < 1) return null;
  return form.questions.filter(isSection)[pageReached - 1]?._id ?? null;
}

/**
 * The answers worth keeping: those of questions shown, with no error (the server would refuse
 * the whole save for one), as a submission sends them.
 */
export function toPartialSnapshot(
  form: PublicForm,
  state: {
    values: Readonly<Record<string, AnswerValue>>;
    errors: Readonly<Record<string, unknown>>;
    pageId: string | null;
    hiddenValues: HiddenValues;
    language: string;
  },
): PartialSnapshot {
  const { questions: shown } = findShownQuestions(form.questions, state.values, state.hiddenValues);
  const valid = shown.filter(
    (question) => !state.errors[question._id] && state.values[question._id] !== UPLOAD_FAILED_URL,
  );
  return {
    answers: toSubmittedAnswers(valid, state.values),
    pageReached: pageNumberOf(form, state.pageId),
    language: state.language,
    hiddenFields: state.hiddenValues,
  };
}
