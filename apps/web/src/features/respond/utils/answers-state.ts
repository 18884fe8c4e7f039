import type { AnswerValue } from "@formloom/shared";
import type { AnswerIssue } from "@formloom/shared/answer-issues";
import type { AnswerError } from "./describe-answer-error";

export type FileUpload = {
  status: "uploading" | "done" | "failed";
  progress: number;
  fileName: string;
  /** Why the upload failed, when the server said. */
  error?: AnswerError;
};

/** Everything a respondent has done to the form so far, keyed by question _id. */
export type AnswersState = {
  values: Record<string, AnswerValue>;
  touched: Record<string, true>;
  uploads: Record<string, FileUpload>;
  /** A picked file refused before upload (extension, size). */
  fileErrors: Record<string, AnswerIssue>;
  /** The server's per-answer errors from the last submission, until the answer changes. */
  serverErrors: Record<string, AnswerError>;
};

export const EMPTY_ANSWERS: AnswersState = {
  values: {},
  touched: {},
  uploads: {},
  fileErrors: {},
  serverErrors: {},
};

export function withEntry<T>(record: Record<string, T>, key: string, value: T | undefined) {
  const { [key]: _removed, ...rest } = record;
  return value === undefined ? rest : { ...rest, [key]: value };
}

/** These questions' errors shown, as trying to leave their page or submit does. */
export function withTouched(state: AnswersState, questionIds: readonly string[]): AnswersState {
  return {
    ...state,
    touched: {
      ...state.touched,
      ...Object.fromEntries(questionIds.map((questionId) => [questionId, true as const])),
    },
  };
}

/** A newly picked file in place of the question's answer, its upload just started. */
export function withUploadStarted(
  current: AnswersState,
  questionId: string,
  file: File,
): AnswersState {
  return {
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
  };
}

/** The question's file, upload and messages forgotten. */
export function withFileCleared(current: AnswersState, questionId: string): AnswersState {
  return {
    ...current,
    values: withEntry(current.values, questionId, undefined),
    uploads: withEntry(current.uploads, questionId, undefined),
    fileErrors: withEntry(current.fileErrors, questionId, undefined),
    serverErrors: withEntry(current.serverErrors, questionId, undefined),
    touched: { ...current.touched, [questionId]: true },
  };
}

/** A picked file refused before upload, with the reason shown. */
export function withFileRefused(
  current: AnswersState,
  questionId: string,
  refusal: AnswerIssue,
): AnswersState {
  return {
    ...current,
    touched: { ...current.touched, [questionId]: true },
    fileErrors: withEntry(current.fileErrors, questionId, refusal),
  };
}
