import { evictWindows } from "./evict-windows.js";

export type FailureCounter = {
  /** Seconds until `key` may try again; 0 when it may now. */
  secondsBlocked(key: string): number;
  recordFailure(key: string): void;
  forget(key: string): void;
};

type Window = { failures: number; endsAt: number };

type FailureCounterOptions = {
  max: number;
  windowMs: number;
  /** Bounds memory: past this many keys, ended windows go, then the oldest. */
  maxKeys?: number;
  now?: () => number;
};

/**
 * Counts failures per key in fixed windows (in memory, per instance). Unlike a request limit it
 * is asked before an attempt and told only of the attempts that failed.
 */
export function createFailureCounter({
  max,
  windowMs,
  maxKeys = 100_000,
  now = Date.now,
}: FailureCounterOptions): FailureCounter {
  const windows = new Map<string, Window>();

  return {
    secondsBlocked: (key) => {
      const window = windows.get(key);
      const left = window ? window.endsAt - now() : 0;
      return window && left > 0 && window.failures >= max ? Math.ceil(left / 1000) : 0;
    },
    recordFailure: (key) => {
      const window = windows.get(key);
      if (window && window.endsAt > now()) {
        window.failures += 1;
        return;
      }
      windows.delete(key);
      windows.set(key, { failures: 1, endsAt: now() + windowMs });
      if (windows.size > maxKeys) evictWindows(windows, maxKeys, now());
    },
    forget: (key) => {
      windows.delete(key);
    },
  };
}
