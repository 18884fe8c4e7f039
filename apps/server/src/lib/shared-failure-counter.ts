import { createFailureCounter } from "./failure-counter.js";
import type { SharedRedis } from "./shared-redis.js";

/** A failure counter every server shares when Redis is set (see lib/failure-counter.ts). */
export type SharedFailureCounter = {
  secondsBlocked(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  forget(key: string): Promise<void>;
};

// The first failure opens the window; later ones count within it.
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
if failures == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return failures`;

/**
 * Counts in Redis when it is given and reachable, like the rate limits: while Redis is away it
 * fails open (nothing blocked, nothing counted), and past the fail-open window each server counts
 * in its own memory until Redis returns.
 */
export function createSharedFailureCounter({
  name,
  max,
  windowMs,
  redis,
}: {
  name: string;
  max: number;
  windowMs: number;
  redis: SharedRedis | undefined;
}): SharedFailureCounter {
  const inMemory = createFailureCounter({ max, windowMs });
  if (!redis) {
    return {
      secondsBlocked: async (key) => inMemory.secondsBlocked(key),
      recordFailure: async (key) => inMemory.recordFailure(key),
      forget: async (key) => inMemory.forget(key),
    };
  }
  const { client } = redis;
  const redisKey = (key: string) => `sign-in-failures:${name}:${key}`;
  const inRedis = async <T>(ifRedis: () => Promise<T>, ifMemory: () => T, ifAway: T) => {
    const mode = redis.mode();
    if (mode === "memory") return ifMemory();
    if (mode === "fail-open") return ifAway;
    return ifRedis().catch(() => ifAway);
  };

  return {
    secondsBlocked: (key) =>
      inRedis(
        async () => {
          const [failures, ttl] = await Promise.all([
            client.get(redisKey(key)),
            client.pttl(redisKey(key)),
          ]);
          return Number(failures) >= max && ttl > 0 ? Math.ceil(ttl / 1000) : 0;
        },
        () => inMemory.secondsBlocked(key),
        0,
      ),
    recordFailure: (key) =>
      inRedis(
        async () => {
          await client.eval(RECORD_FAILURE, 1, redisKey(key), windowMs);
        },
        () => inMemory.recordFailure(key),
        undefined,
      ),
    forget: (key) =>
      inRedis(
        async () => {
          await client.del(redisKey(key));
        },
        () => inMemory.forget(key),
        undefined,
      ),
  };
}
