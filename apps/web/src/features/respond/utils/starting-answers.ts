import type { PublicForm } from "@formloom/shared";
import { readPrefilledAnswers } from "@formloom/shared/prefill-link";
import { type AnswersState, EMPTY_ANSWERS } from "./answers-state";
import { phonePrefillReader } from "./phone-prefill";
import { readSavedAnswers } from "./saved-answers";

export type StartingAnswers = {
  state: AnswersState | null;
  /** Answers from the respondent's earlier visit are among them (the page says so). */
  isRestored: boolean;
  /** The page of the earlier visit to open (the _id of its section); null for the first. */
  pageId: string | null;
};

/**
 * What the form starts with: the answers this browser kept from an earlier visit, and those a
 * prefilled link carries (?prefill.<questionId>=value). The respondent's own answers win: a link
 * opened again never overwrites what they already typed; it only fills the questions they left.
 * A phone number is read only once `loadPhonePrefill` has run.
 */
export function findStartingAnswers(
  form: Pick<PublicForm, "_id" | "version" | "questions">,
  search: string,
): StartingAnswers {
  const restored = readSavedAnswers(form._id, form.version, form.questions);
  const prefilled = readPrefilledAnswers(form.questions, new URLSearchParams(search), {
    readPhone: phonePrefillReader(),
  });
  const isRestored = restored !== null;
  const pageId = restored?.pageId ?? null;
  if (Object.keys(prefilled).length === 0)
    return { state: restored?.answers ?? null, isRestored, pageId };
  const base = restored?.answers ?? EMPTY_ANSWERS;
  return { state: { ...base, values: { ...prefilled, ...base.values } }, isRestored, pageId };
}
