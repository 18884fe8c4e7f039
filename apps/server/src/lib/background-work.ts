import type { Log } from "./log.js";

export type BackgroundWork = {
  /** Starts the task without waiting for it; a failure is logged under `failure`. */
  run(task: () => Promise<void>, log: Log, failure: string): void;
  /** Resolves when every task under way has ended (the app waits for it when closing). */
  settle(): Promise<void>;
};

/** Work a reply must not wait for, because how long it takes would tell something. */
export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run: (task, log, failure) => {
      // Starts once the reply is written: an embedded database works on this very thread, so
      // even a task's first query would otherwise hold the reply back.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, failure))
        .finally(() => running.delete(done));
      running.add(done);
    },
    settle: async () => {
      await Promise.allSettled([...running]);
    },
  };
}
