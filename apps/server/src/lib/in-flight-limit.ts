/** Runs a call unless `max` calls for the same key are already under way in this process. */
export type InFlightLimit = <T>(key: string, work: () => Promise<T>) => Promise<T>;

/**
 * A cap on calls at once per key, counted in this server's memory: what it guards (sockets held
 * open) belongs to this server, so with several servers each holds its own share.
 */
export function createInFlightLimit(max: number, whenFull: () => Error): InFlightLimit {
  const counts = new Map<string, number>();
  return async (key, work) => {
    const running = counts.get(key) ?? 0;
    if (running >= max) throw whenFull();
    counts.set(key, running + 1);
    try {
      return await work();
    } finally {
      const left = (counts.get(key) ?? 1) - 1;
      if (left === 0) counts.delete(key);
      else counts.set(key, left);
    }
  };
}
