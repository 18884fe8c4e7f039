import type { NewResponse } from "./store-responses.js";

/** Stores validated responses together; each promise settles once its own response is stored. */
export type SubmissionBatcher = {
  store(response: NewResponse): Promise<void>;
  /** Stores what is waiting now and resolves when every batch under way has settled. */
  drain(): Promise<void>;
};

export type BatchTuning = {
  /** The most responses one statement stores. */
  maxSize?: number;
  /**
   * How long the first response of a batch waits for company; 0 (the default): until the end of
   * the event loop's turn, so the responses whose requests that turn read go together.
   */
  maxWaitMs?: number;
};

type Waiting = { response: NewResponse; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit: responses that arrive in the same turn of the event loop (or within `maxWaitMs`
 * of each other, or `maxSize` of them, whichever comes first) are stored by one statement,
 * committed once. Waiting for a turn adds no delay of its own: a 2 ms timer instead held every
 * submission that long, and with 50 clients cost a third of the rate (bench/submissions.mjs). A caller is answered
 * only after the statement holding its response has committed, so an acknowledgement still
 * means the response is stored. A batch that fails is stored again one response at a time, so
 * one bad member (its form deleted meanwhile, say) fails alone and the others succeed.
 */
export function createSubmissionBatcher(
  storeAll: (responses: NewResponse[]) => Promise<void>,
  { maxSize = 64, maxWaitMs = 0 }: BatchTuning = {},
): SubmissionBatcher {
  let waiting: Waiting[] = [];
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const underWay = new Set<Promise<void>>();

  async function storeBatch(batch: Waiting[]): Promise<void> {
    try {
      await storeAll(batch.map((member) => member.response));
      for (const member of batch) member.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      await Promise.all(
        batch.map(async (member) => {
          try {
            await storeAll([member.response]);
            member.resolve();
          } catch (memberError) {
            member.reject(memberError);
          }
        }),
      );
    }
  }

  function flush(): void {
    clearTimeout(timer);
    clearImmediate(immediate);
    timer = undefined;
    immediate = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    const stored = storeBatch(batch).finally(() => underWay.delete(stored));
    underWay.add(stored);
  }

  return {
    store: (response) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ response, resolve, reject });
        if (waiting.length >= maxSize) flush();
        else if (maxWaitMs === 0) immediate ??= setImmediate(flush);
        else timer ??= setTimeout(flush, maxWaitMs);
      }),
    drain: async () => {
      flush();
      await Promise.all(underWay);
    },
  };
}
