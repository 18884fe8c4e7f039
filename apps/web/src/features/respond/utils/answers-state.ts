import type { AnswerValue } from "@formloom/shared";

export type FileUpload = {
  status: "uploading" | "done" | "failed";
  progress: number;
  fileName: string;
  /** Why the upload failed, when the server said. */
  message?: string;
};

/** Everything a respondent has done to the form so far, keyed by question _id. */
export type AnswersState = {
  values: Record<string, AnswerValue>;
  touched: Record<string, true>;
  uploads: Record<string, FileUpload>;
  /** A picked file refused before upload (extension, size). */
  fileErrors: Record<string, string>;
  /** The server's per-answer messages from the last submission, until the answer changes. */
  serverErrors: Record<string, string>;
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
