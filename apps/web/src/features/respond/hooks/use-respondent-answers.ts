import type { AnswerValue, PublicQuestion } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { RESPONDENT_MESSAGES } from "@formloom/shared/messages";
import { checkPickedFile, type PatternMatcher } from "@formloom/shared/respondent-rules";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { getErrorMessage } from "@/lib/api-client";
import { uploadAnswerFile } from "../api/upload-answer-file";
import {
  type AnswersState,
  EMPTY_ANSWERS,
  type FileUpload,
  withEntry,
} from "../utils/answers-state";
import {
  computeFieldErrors,
  findFileNotices,
  pickVisibleErrors,
} from "../utils/compute-field-errors";
import { findShownQuestions } from "../utils/form-pages";

type PendingUpload = { controller: AbortController; promise: Promise<AnswerValue | undefined> };

/**
 * The respondent's answers, with live validation on every change (SPEC §5) and files uploaded
 * as soon as they are picked (SPEC §4). A failed upload leaves 'No URL' as the answer. Only the
 * questions the form's logic shows for these answers are checked: a hidden one is never required.
 * `initial` is what the respondent answered on an earlier visit.
 */
export function useRespondentAnswers(
  formId: string,
  items: readonly PublicQuestion[],
  matches: PatternMatcher,
  initial: AnswersState = EMPTY_ANSWERS,
) {
  const [state, setState] = useState<AnswersState>(initial);
  // Set by the respondent's own changes, not by answers restored from an earlier visit.
  const [hasChanged, setChanged] = useState(false);
  const latest = useRef(state);
  const pending = useRef(new Map<string, PendingUpload>());

  useEffect(() => {
    latest.current = state;
  }, [state]);

  useEffect(() => {
    const uploads = pending.current;
    return () => {
      for (const upload of uploads.values()) upload.controller.abort();
    };
  }, []);

  const shown = useMemo(() => findShownQuestions(items, state.values), [items, state.values]);
  const errors = useMemo(
    () => computeFieldErrors(shown.questions, state, matches),
    [shown.questions, state, matches],
  );
  const visibleErrors = useMemo(
    () => pickVisibleErrors(errors, state.touched),
    [errors, state.touched],
  );
  const fileNotices = useMemo(() => findFileNotices(state), [state]);

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
      current.touched[questionId]
        ? current
        : { ...current, touched: { ...current.touched, [questionId]: true } },
    );
  }, []);

  /** Shows the errors of these questions, as trying to leave their page or submit does. */
  const touchQuestions = useCallback((questionIds: readonly string[]) => {
    setState((current) => ({
      ...current,
      touched: {
        ...current.touched,
        ...Object.fromEntries(questionIds.map((questionId) => [questionId, true as const])),
      },
    }));
  }, []);

  const cancelUpload = useCallback((questionId: string) => {
    pending.current.get(questionId)?.controller.abort();
    pending.current.delete(questionId);
  }, []);

  const clearFile = useCallback(
    (questionId: string) => {
      cancelUpload(questionId);
      setChanged(true);
      setState((current) => ({
        ...current,
        values: withEntry(current.values, questionId, undefined),
        uploads: withEntry(current.uploads, questionId, undefined),
        fileErrors: withEntry(current.fileErrors, questionId, undefined),
        serverErrors: withEntry(current.serverErrors, questionId, undefined),
        touched: { ...current.touched, [questionId]: true },
      }));
    },
    [cancelUpload],
  );

  const chooseFile = useCallback(
    (question: PublicQuestion, file: File) => {
      const questionId = question._id;
      const refusal = checkPickedFile(file, question.validations.fileType);
      if (refusal) {
        // The file already uploaded (or on its way) stays the answer.
        setState((current) => ({
          ...current,
          touched: { ...current.touched, [questionId]: true },
          fileErrors: withEntry(current.fileErrors, questionId, refusal),
        }));
        return;
      }
      cancelUpload(questionId);
      setChanged(true);
      setState((current) => ({
        ...current,
        values: withEntry(current.values, questionId, undefined),
        touched: { ...current.touched, [questionId]: true },
        serverErrors: withEntry(current.serverErrors, questionId, undefined),
        fileErrors: withEntry(current.fileErrors, questionId, undefined),
        uploads: withEntry(current.uploads, questionId, {
          status: "uploading",
          progress: 0,
          fileName: file.name,
        }),
      }));

      const controller = new AbortController();
      const isCurrent = () => pending.current.get(questionId)?.controller === controller;
      const patchIfCurrent = (patch: (current: AnswersState) => Partial<AnswersState>) =>
        setState((current) => (isCurrent() ? { ...current, ...patch(current) } : current));
      const setUpload = (current: AnswersState, upload: FileUpload) =>
        withEntry(current.uploads, questionId, upload);

      const promise = uploadAnswerFile({
        formId,
        questionId,
        file,
        signal: controller.signal,
        onProgress: (progress) =>
          patchIfCurrent((current) => ({
            uploads: setUpload(current, { status: "uploading", progress, fileName: file.name }),
          })),
      }).then(
        (url): AnswerValue => {
          patchIfCurrent((current) => ({
            values: withEntry(current.values, questionId, url),
            uploads: setUpload(current, { status: "done", progress: 100, fileName: file.name }),
          }));
          return url;
        },
        (error: unknown): AnswerValue | undefined => {
          if (controller.signal.aborted) return undefined;
          patchIfCurrent((current) => ({
            values: withEntry(current.values, questionId, UPLOAD_FAILED_URL),
            uploads: setUpload(current, {
              status: "failed",
              progress: 0,
              fileName: file.name,
              message: getErrorMessage(error, RESPONDENT_MESSAGES.uploadFailed),
            }),
          }));
          return UPLOAD_FAILED_URL;
        },
      );
      pending.current.set(questionId, { controller, promise });
    },
    [cancelUpload, formId],
  );

  /** Waits for the uploads under way, then answers every value as it will be submitted. */
  const settleUploads = useCallback(async (): Promise<Record<string, AnswerValue>> => {
    const settled = await Promise.all(
      [...pending.current].map(
        async ([questionId, upload]) => [questionId, await upload.promise] as const,
      ),
    );
    const values = { ...latest.current.values };
    for (const [questionId, value] of settled) {
      if (value !== undefined) values[questionId] = value;
    }
    return values;
  }, []);

  const setServerErrors = useCallback((serverErrors: Record<string, string>) => {
    setState((current) => ({
      ...current,
      serverErrors,
      touched: {
        ...current.touched,
        ...Object.fromEntries(Object.keys(serverErrors).map((id) => [id, true as const])),
      },
    }));
  }, []);

  /** Forgets every answer, upload and message: the form as a first visit shows it. */
  const clearAll = useCallback(() => {
    for (const upload of pending.current.values()) upload.controller.abort();
    pending.current.clear();
    setChanged(false);
    setState(EMPTY_ANSWERS);
  }, []);

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
    chooseFile,
    clearFile,
    settleUploads,
    setServerErrors,
  };
}
