import type { Answer } from "@formloom/shared";
import { PARTIAL_SAVE_EVERY_MS } from "@formloom/shared/constants";
import { apiClient, hasErrorCode } from "@/lib/api-client";
import { readResumeToken, writeResumeToken } from "../utils/resume-token";
import { unlockHeaders } from "../utils/unlock-token";

/** What the server keeps of an unfinished response. */
export type PartialSnapshot = {
  answers: Answer[];
  /** 0 for the first page, n for the page the n-th section opens. */
  pageReached: number;
  language: string;
  hiddenFields: Readonly<Record<string, string>>;
};

export type PartialKeeper = {
  /** The answers now: sent at once when the page moved on, else at most every 10 s. */
  update(snapshot: PartialSnapshot): void;
  /** Sends what is waiting now; answers the resume token. */
  saveNow(): Promise<string>;
  dispose(): void;
};

/**
 * Sends a form's unfinished answers to the server, one save at a time: the first save's token
 * must come back before the next one can name the same partial.
 */
export function createPartialKeeper(formId: string): PartialKeeper {
  let token = readResumeToken(formId);
  let latest: PartialSnapshot | undefined;
  let savedPage: number | undefined;
  let savedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function send(): Promise<string> {
    const snapshot = latest;
    if (!snapshot) {
      if (token) return token;
      throw new Error("Nothing answered yet");
    }
    savedPage = snapshot.pageReached;
    savedAt = Date.now();
    try {
      const { data } = await apiClient.post<{ resumeToken: string }>(
        `/responses/${formId}/partial`,
        { ...snapshot, ...(token && { resumeToken: token }) },
        { headers: unlockHeaders(formId) },
      );
      token = data.resumeToken;
      writeResumeToken(formId, token);
      return token;
    } catch (error) {
      // An expired partial: the next save starts a new one.
      if (hasErrorCode(error, "PARTIAL_NOT_FOUND")) token = undefined;
      throw error;
    }
  }

  function saveNow(): Promise<string> {
    clearTimeout(timer);
    timer = undefined;
    const saved = queue.then(send, send);
    queue = saved.catch(() => undefined);
    return saved;
  }

  const saveQuietly = () => void saveNow().catch(() => undefined);

  return {
    update(snapshot) {
      latest = snapshot;
      if (savedPage !== undefined && snapshot.pageReached !== savedPage) return saveQuietly();
      timer ??= setTimeout(saveQuietly, Math.max(0, savedAt + PARTIAL_SAVE_EVERY_MS - Date.now()));
    },
    saveNow,
    dispose: () => clearTimeout(timer),
  };
}
