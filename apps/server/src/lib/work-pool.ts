/** Gives a slot back; calling it again does nothing, so every way work can end may call it. */
export type Release = () => void;

export type WorkPool = {
  /**
   * Resolves with a slot once one is free, in the order asked. Rejects with PoolFullError at
   * once when `maxWaiting` callers already wait, or after `maxWaitMs` without a slot; with the
   * signal's reason when it aborts first (the caller left).
   */
  acquire(signal?: AbortSignal): Promise<Release>;
  readonly running: number;
  readonly waiting: number;
};

export class PoolFullError extends Error {
  override name = "PoolFullError";
}

type Waiter = { grant: (release: Release) => void };

/** At most `slots` pieces of work at once in this process, and a short, bounded queue. */
export function createWorkPool({
  slots,
  maxWaiting,
  maxWaitMs,
}: {
  slots: number;
  maxWaiting: number;
  maxWaitMs: number;
}): WorkPool {
  let running = 0;
  const queue: Waiter[] = [];

  function take(): Release {
    running += 1;
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      running -= 1;
      const next = queue.shift();
      if (next) next.grant(take());
    };
  }

  function acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running < slots && queue.length === 0) return Promise.resolve(take());
    if (queue.length >= maxWaiting) return Promise.reject(new PoolFullError("no slot free"));
    return new Promise((resolve, reject) => {
      const leave = (error: unknown) => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
        reject(error);
      };
      const onAbort = () => leave(signal?.reason);
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(timer);
          signal?.removeEventListener("abort", onAbort);
          resolve(release);
        },
      };
      const timer = setTimeout(() => leave(new PoolFullError("no slot freed in time")), maxWaitMs);
      signal?.addEventListener("abort", onAbort, { once: true });
      queue.push(waiter);
    });
  }

  return {
    acquire,
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
