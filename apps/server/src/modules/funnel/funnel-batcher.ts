import type { FunnelIncrement } from "./store-funnel-counts.js";

type Waiting = {
  increment: FunnelIncrement;
  resolve: () => void;
  reject: (error: unknown) => void;
};

/** Adds the public page's funnel events to the counters together; each settles once stored. */
export type FunnelBatcher = {
  add(increment: FunnelIncrement): Promise<void>;
  /** Stores what is waiting now and resolves when every batch under way has settled. */
  drain(): Promise<void>;
};

/**
 * Group commit, as the submissions' (responses/submit/submission-batcher.ts): the events that
 * arrive in one turn of the event loop are summed per counter row and stored by one statement,
 * and each caller is answered once it has committed. A batch that fails is stored again one form
 * at a time, so a form deleted meanwhile fails alone.
 */
export function createFunnelBatcher(
  storeAll: (increments: FunnelIncrement[]) => Promise<void>,
): FunnelBatcher {
  let waiting: Waiting[] = [];
  let immediate: NodeJS.Immediate | undefined;
  const underWay = new Set<Promise<void>>();

  async function settle(batch: Waiting[]): Promise<void> {
    try {
      await storeAll(batch.map((member) => member.increment));
      for (const member of batch) member.resolve();
    } catch (error) {
      const byForm = new Map<string, Waiting[]>();
      for (const member of batch) {
        const formId = member.increment.formId;
        byForm.set(formId, [...(byForm.get(formId) ?? []), member]);
      }
      if (byForm.size === 1) {
        for (const member of batch) member.reject(error);
        return;
      }
      await Promise.all([...byForm.values()].map(settle));
    }
  }

  function flush(): void {
    clearImmediate(immediate);
    immediate = undefined;
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    const stored = settle(batch).finally(() => underWay.delete(stored));
    underWay.add(stored);
  }

  return {
    add: (increment) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ increment, resolve, reject });
        immediate ??= setImmediate(flush);
      }),
    drain: async () => {
      flush();
      await Promise.all(underWay);
    },
  };
}
