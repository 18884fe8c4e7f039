import { evictWindows } from "./evict-windows.js";

/** Bounds each in-memory count of rate limits: past this many keys, the oldest windows go. */
export const LIMIT_KEYS_IN_MEMORY = 100_000;

/** A key's count in its current window and the milliseconds until that window ends. */
export type WindowCount = { current: number; ttl: number };
/** Counts one more request under `key`, in a window of `windowMs` opened by its first. */
export type FixedWindows = (key: string, windowMs: number) => WindowCount;

/**
 * Fixed counting windows per key in this process's memory: the first request opens a window of
 * `windowMs`, later ones count within it. Synchronous, so a limit checked here costs a request
 * no promise. Past `maxKeys` keys, ended windows go, then the oldest, down to nine tenths of
 * the bound: one scan of the map makes room for many new keys, not one.
 */
export function createFixedWindows(maxKeys: number, now: () => number = Date.now): FixedWindows {
  const windows = new Map<string, { current: number; endsAt: number }>();
  return (key, windowMs) => {
    const time = now();
    const window = windows.get(key);
    if (window && window.endsAt > time) {
      window.current += 1;
      return { current: window.current, ttl: window.endsAt - time };
    }
    windows.delete(key);
    windows.set(key, { current: 1, endsAt: time + windowMs });
    if (windows.size > maxKeys) evictWindows(windows, Math.floor(maxKeys * 0.9), time);
    return { current: 1, ttl: windowMs };
  };
}
