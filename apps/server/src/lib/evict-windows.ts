/**
 * Keeps a map of counting windows bounded: drops the windows that have ended, then the oldest
 * ones (a Map keeps insertion order) until at most `maxKeys` are left.
 */
export function evictWindows(
  windows: Map<string, { endsAt: number }>,
  maxKeys: number,
  time: number,
): void {
  for (const [key, window] of windows) {
    if (window.endsAt <= time) windows.delete(key);
  }
  for (const key of windows.keys()) {
    if (windows.size <= maxKeys) break;
    windows.delete(key);
  }
}
