/**
 * Wraps a lookup so that calls asking for the same key while one is under way share its answer
 * rather than each running it again: a burst of requests for one key costs one run. The shared
 * answer was started before the later callers asked, by at most one run's duration.
 */
export function shareConcurrentCalls<K, V>(run: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const underWay = new Map<K, Promise<V>>();
  return (key) => {
    const running = underWay.get(key);
    if (running) return running;
    const started = run(key).finally(() => underWay.delete(key));
    underWay.set(key, started);
    return started;
  };
}
