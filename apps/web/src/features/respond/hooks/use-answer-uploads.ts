import type { AnswerValue, PublicQuestion } from "@formloom/shared";
import { UPLOAD_FAILED_URL } from "@formloom/shared/constants";
import { checkPickedFile } from "@formloom/shared/respondent-rules";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef } from "react";
import { uploadAnswerFile } from "../api/upload-answer-file";
import {
  type AnswersState,
  type FileUpload,
  withEntry,
  withFileCleared,
  withFileRefused,
  withUploadStarted,
} from "../utils/answers-state";
import { uploadFailureOf } from "../utils/upload-failure";

type PendingUpload = { controller: AbortController; promise: Promise<AnswerValue | undefined> };

type UploadOptions = {
  formId: string;
  questionId: string;
  file: File;
  controller: AbortController;
  /** Applies a change to the answers while this upload is still the question's latest. */
  patch: (change: (current: AnswersState) => Partial<AnswersState>) => void;
};

/** Uploads one file, recording its progress; a failed upload leaves 'No URL' as the answer. */
function uploadInto({ formId, questionId, file, controller, patch }: UploadOptions) {
  const setUpload = (current: AnswersState, upload: FileUpload) =>
    withEntry(current.uploads, questionId, upload);
  return uploadAnswerFile({
    formId,
    questionId,
    file,
    signal: controller.signal,
    onProgress: (progress) =>
      patch((current) => ({
        uploads: setUpload(current, { status: "uploading", progress, fileName: file.name }),
      })),
  }).then(
    (url): AnswerValue => {
      patch((current) => ({
        values: withEntry(current.values, questionId, url),
        uploads: setUpload(current, { status: "done", progress: 100, fileName: file.name }),
      }));
      return url;
    },
    (error: unknown): AnswerValue | undefined => {
      if (controller.signal.aborted) return undefined;
      patch((current) => ({
        values: withEntry(current.values, questionId, UPLOAD_FAILED_URL),
        uploads: setUpload(current, {
          status: "failed",
          progress: 0,
          fileName: file.name,
          error: uploadFailureOf(error),
        }),
      }));
      return UPLOAD_FAILED_URL;
    },
  );
}

/**
 * Files uploaded as soon as they are picked (SPEC §4), each cancelled when replaced, cleared
 * or left behind. `onChange` marks the respondent's own change.
 */
export function useAnswerUploads(
  formId: string,
  state: AnswersState,
  setState: Dispatch<SetStateAction<AnswersState>>,
  onChange: () => void,
) {
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

  const cancelUpload = useCallback((questionId: string) => {
    pending.current.get(questionId)?.controller.abort();
    pending.current.delete(questionId);
  }, []);

  const clearFile = useCallback(
    (questionId: string) => {
      cancelUpload(questionId);
      onChange();
      setState((current) => withFileCleared(current, questionId));
    },
    [cancelUpload, onChange, setState],
  );

  const chooseFile = useCallback(
    (question: PublicQuestion, file: File) => {
      const questionId = question._id;
      const refusal = checkPickedFile(file, question.validations.fileType);
      if (refusal) {
        // The file already uploaded (or on its way) stays the answer.
        setState((current) => withFileRefused(current, questionId, refusal));
        return;
      }
      cancelUpload(questionId);
      onChange();
      setState((current) => withUploadStarted(current, questionId, file));

      const controller = new AbortController();
      const isCurrent = () => pending.current.get(questionId)?.controller === controller;
      const patch = (change: (current: AnswersState) => Partial<AnswersState>) =>
        setState((current) => (isCurrent() ? { ...current, ...change(current) } : current));
      const promise = uploadInto({ formId, questionId, file, controller, patch });
      pending.current.set(questionId, { controller, promise });
    },
    [cancelUpload, formId, onChange, setState],
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

  const cancelAllUploads = useCallback(() => {
    for (const upload of pending.current.values()) upload.controller.abort();
    pending.current.clear();
  }, []);

  return { chooseFile, clearFile, settleUploads, cancelAllUploads };
}
