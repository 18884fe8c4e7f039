import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Result } from "ioredis";
import { createFixedWindows, LIMIT_KEYS_IN_MEMORY, type WindowCount } from "./fixed-windows.js";
import type { SharedRedis } from "./shared-redis.js";

type Counter = (key: string, windowMs: number) => Promise<WindowCount>;

// One fixed window per key: the first request opens it, later ones count within it. The same
// key format as before this store was ours, so counts survive an upgrade.
const REDIS_KEY_PREFIX = "rate-limit:";
const COUNT_IN_WINDOW = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {current, redis.call('PTTL', KEYS[1])}`;

declare module "ioredis" {
  interface RedisCommander<Context> {
    formloomCountInWindow(key: string, windowMs: number): Result<[number, number], Context>;
  }
}

const REDIS_AWAY = new Error("Redis is away: the limit lets this request through");

/**
 * The @fastify/rate-limit store for several servers, written against the plugin's public store
 * interface (`incr`, `child`): counts in Redis, and in this process's memory once Redis has
 * been away past the fail-open window. While Redis is away, the store answers with an error at
 * once, without asking Redis (which may be hanging), and the limits, registered with
 * `skipOnError`, let requests through. Our limits count plain fixed windows, so the plugin's
 * `continueExceeding` and `exponentialBackoff` are refused rather than silently ignored.
 */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  // ioredis sends the script by its SHA once Redis knows it (EVALSHA), the whole text otherwise.
  redis.client.defineCommand("formloomCountInWindow", { numberOfKeys: 1, lua: COUNT_IN_WINDOW });
  const inRedis: Counter = async (key, windowMs) => {
    const [current, ttl] = await redis.client.formloomCountInWindow(
      `${REDIS_KEY_PREFIX}${key}`,
      windowMs,
    );
    return { current, ttl: Math.max(ttl, 0) };
  };
  // Our limits' keys already name the limit (plugins/rate-limits.ts), so every limiter, the
  // plugin's per-route children included, counts in one place.
  const inMemory = createFixedWindows(LIMIT_KEYS_IN_MEMORY);
  const count: Counter = (key, windowMs) => {
    const mode = redis.mode();
    if (mode === "redis") return inRedis(key, windowMs);
    if (mode === "memory") return Promise.resolve(inMemory(key, windowMs));
    return Promise.reject(REDIS_AWAY);
  };

  const store: FastifyRateLimitStore = {
    incr: (key, callback, timeWindow) => {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    },
    child: (routeOptions) => {
      refuseUnsupported(routeOptions);
      return store;
    },
  };
  // The plugin calls `new store(settings)`: a constructor returning an object yields that object.
  return function SharedRateLimitStore(settings: object) {
    refuseUnsupported(settings);
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

function refuseUnsupported(settings: object) {
  const { continueExceeding, exponentialBackoff } = settings as {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
  };
  if (continueExceeding || exponentialBackoff) {
    throw new Error(
      "The shared rate-limit store counts fixed windows: continueExceeding and exponentialBackoff are not supported",
    );
  }
}
