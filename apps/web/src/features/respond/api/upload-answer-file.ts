import { ApiError, apiClient } from "@/lib/api-client";
import { unlockHeaders } from "../utils/unlock-token";

type UploadAnswerFileInput = {
  formId: string;
  questionId: string;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /api/users/file-upload, answering the stored file's URL. The server reads formId and
 * questionId before the file, so they are appended first.
 */
export async function uploadAnswerFile({
  formId,
  questionId,
  file,
  onProgress,
  signal,
}: UploadAnswerFileInput): Promise<string> {
  const body = new FormData();
  body.append("formId", formId);
  body.append("questionId", questionId);
  body.append("file", file);
  const envelope = await apiClient.upload<{ url?: unknown } | undefined>(
    "/users/file-upload",
    body,
    { onProgress, signal, headers: unlockHeaders(formId) },
  );
  const url = envelope.data?.url;
  if (typeof url !== "string") throw new ApiError(envelope.statusCode, envelope.message);
  onProgress?.(100);
  return url;
}
