import type { PublicForm } from "@formloom/shared";
import { type HiddenValues, readHiddenValues } from "@formloom/shared/hidden-fields";
import { readPrefilledAnswers } from "@formloom/shared/prefill-link";
import { type AnswersState, EMPTY_ANSWERS } from "./answers-state";
import { readSavedAnswers } from "./saved-answers";

export type StartingAnswers = {
  state: AnswersState | null;
  /** Answers from the respondent's earlier visit are among them (the page says so). */
  isRestored: boolean;
  /** The page of the earlier visit to open (the _id of its section); null for the first. */
  pageId: string | null;
  /** The form's hidden fields as the link carries them (?utm_source=news), never shown. */
  hiddenValues: HiddenValues;
};

type StartingForm = Pick<PublicForm, "_id" | "version" | "questions"> &
  Partial<Pick<PublicForm, "hiddenFields">>;

/**
 * What the form starts with: the answers this browser kept from an earlier visit, and those a
 * prefilled link carries (?prefill.<questionId>=value). The respondent's own answers win: a link
 * opened again never overwrites what they already typed; it only fills the questions they left.
 * Hidden fields are read from the link once; a link without them resumes with the kept ones.
 */
export function findStartingAnswers(form: StartingForm, search: string): StartingAnswers {
  const hiddenFields = form.hiddenFields ?? [];
  const params = new URLSearchParams(search);
  const restored = readSavedAnswers(
    form._id,
    form.version,
    form.questions,
    Date.now(),
    hiddenFields,
  );
  const prefilled = readPrefilledAnswers(form.questions, params);
  const fromLink = readHiddenValues(hiddenFields, params);
  const hiddenValues =
    Object.keys(fromLink).length > 0 ? fromLink : (restored?.hiddenValues ?? NO_HIDDEN_VALUES);
  const isRestored = restored !== null;
  const pageId = restored?.pageId ?? null;
  if (Object.keys(prefilled).length === 0)
    return { state: restored?.answers ?? null, isRestored, pageId, hiddenValues };
  const base = restored?.answers ?? EMPTY_ANSWERS;
  return {
    state: { ...base, values: { ...prefilled, ...base.values } },
    isRestored,
    pageId,
    hiddenValues,
  };
}

const NO_HIDDEN_VALUES: HiddenValues = {};
