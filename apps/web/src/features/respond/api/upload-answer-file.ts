import { ApiError } from "@/lib/api-client";
import { readUserData } from "@/lib/stored-session";

type UploadAnswerFileInput = {
  formId: string;
  questionId: string;
  file: File;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

function readMessage(xhr: XMLHttpRequest): string {
  try {
    const body: unknown = JSON.parse(xhr.responseText);
    if (typeof body === "object" && body !== null && "message" in body) {
      return typeof body.message === "string" ? body.message : "";
    }
  } catch {
    // Not the API's envelope (a proxy's error page): the caller falls back to its own text.
  }
  return "";
}

function readUrl(xhr: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(xhr.responseText) as { data?: { url?: unknown } };
    return typeof body.data?.url === "string" ? body.data.url : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/users/file-upload, answering the stored file's URL. XMLHttpRequest rather than
 * fetch because only it reports upload progress. The server reads formId and questionId
 * before the file, so they are appended first.
 */
export function uploadAnswerFile({
  formId,
  questionId,
  file,
  onProgress,
  signal,
}: UploadAnswerFileInput): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.append("formId", formId);
    body.append("questionId", questionId);
    body.append("file", file);

    xhr.open("POST", "/api/users/file-upload");
    xhr.setRequestHeader("Accept", "application/json");
    const token = readUserData()?.token;
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const url = xhr.status >= 200 && xhr.status < 300 ? readUrl(xhr) : null;
      if (url) {
        onProgress?.(100);
        resolve(url);
      } else {
        reject(new ApiError(xhr.status, readMessage(xhr) || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, ""));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
