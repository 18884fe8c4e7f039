import type { AnswerValue, PublicQuestion } from "@formloom/shared";
import type { HiddenValues } from "@formloom/shared/hidden-fields";
import type { PatternMatcher } from "@formloom/shared/respondent-rules";
import { useCallback, useMemo, useState } from "react";
import { useVariableSteps } from "../calculations/calculations-context";
import { type AnswersState, EMPTY_ANSWERS, withEntry, withTouched } from "../utils/answers-state";
import {
  computeFieldErrors,
  findFileNotices,
  pickVisibleErrors,
} from "../utils/compute-field-errors";
import type { AnswerError } from "../utils/describe-answer-error";
import { findShownQuestions } from "../utils/form-pages";
import { useAnswerUploads } from "./use-answer-uploads";

/**
 * Live validation of the answers (SPEC §5). Only the questions the form's logic shows for these
 * answers are checked: a hidden one is never required.
 */
function useAnswerValidation(
  items: readonly PublicQuestion[],
  state: AnswersState,
  matches: PatternMatcher,
  hiddenValues: HiddenValues,
) {
  const newSteps = useVariableSteps();
  const shown = useMemo(
    () => findShownQuestions(items, state.values, hiddenValues, newSteps),
    [items, state.values, hiddenValues, newSteps],
  );
  const errors = useMemo(
    () => computeFieldErrors(shown.questions, state, matches),
    [shown.questions, state, matches],
  );
  const visibleErrors = useMemo(
    () => pickVisibleErrors(errors, state.touched),
    [errors, state.touched],
  );
  const fileNotices = useMemo(() => findFileNotices(state), [state]);
  return { shown, errors, visibleErrors, fileNotices };
}

const NO_HIDDEN_VALUES: HiddenValues = {};

/**
 * The respondent's answers, with live validation on every change (SPEC §5) and files uploaded
 * as soon as they are picked (SPEC §4). A failed upload leaves 'No URL' as the answer.
 * `initial` is what the respondent answered on an earlier visit.
 */
export function useRespondentAnswers(
  formId: string,
  items: readonly PublicQuestion[],
  matches: PatternMatcher,
  initial: AnswersState = EMPTY_ANSWERS,
  /** The link's hidden field values, which the form's logic may read. */
  hiddenValues: HiddenValues = NO_HIDDEN_VALUES,
) {
  const [state, setState] = useState<AnswersState>(initial);
  // Set by the respondent's own changes, not by answers restored from an earlier visit.
  const [hasChanged, setChanged] = useState(false);
  const markChanged = useCallback(() => setChanged(true), []);
  const { shown, errors, visibleErrors, fileNotices } = useAnswerValidation(
    items,
    state,
    matches,
    hiddenValues,
  );
  const uploads = useAnswerUploads(formId, state, setState, markChanged);
  const { cancelAllUploads } = uploads;

  const setAnswer = useCallback((questionId: string, value: AnswerValue | undefined) => {
    setChanged(true);
    setState((current) => ({
      ...current,
      values: withEntry(current.values, questionId, value),
      touched: { ...current.touched, [questionId]: true },
      serverErrors: withEntry(current.serverErrors, questionId, undefined),
    }));
  }, []);

  const touch = useCallback((questionId: string) => {
    setState((current) =>
      current.touched[questionId] ? current : withTouched(current, [questionId]),
    );
  }, []);

  /** Shows the errors of these questions, as trying to leave their page or submit does. */
  const touchQuestions = useCallback((questionIds: readonly string[]) => {
    setState((current) => withTouched(current, questionIds));
  }, []);

  const setServerErrors = useCallback((serverErrors: Record<string, AnswerError>) => {
    setState((current) => withTouched({ ...current, serverErrors }, Object.keys(serverErrors)));
  }, []);

  /** Forgets every answer, upload and message: the form as a first visit shows it. */
  const clearAll = useCallback(() => {
    cancelAllUploads();
    setChanged(false);
    setState(EMPTY_ANSWERS);
  }, [cancelAllUploads]);

  return {
    values: state.values,
    shownIds: shown.ids,
    shownQuestions: shown.questions,
    hasChanged,
    clearAll,
    uploads: state.uploads,
    errors,
    visibleErrors,
    fileNotices,
    setAnswer,
    touch,
    touchQuestions,
    chooseFile: uploads.chooseFile,
    clearFile: uploads.clearFile,
    settleUploads: uploads.settleUploads,
    setServerErrors,
  };
}

export type RespondentAnswers = ReturnType<typeof useRespondentAnswers>;
