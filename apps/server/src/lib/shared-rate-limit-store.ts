import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { SharedRedis } from "./shared-redis.js";

type Store = Pick<LocalStore, "incr" | "read">;

/**
 * The @fastify/rate-limit store for several servers: counts in Redis, and in this process's
 * memory once Redis has been away past the fail-open window. While Redis is away, the store
 * answers with an error at once, without asking Redis (which may be hanging), and the limits,
 * registered with `skipOnError`, let requests through.
 */
export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  // Our limits' keys already name the limit (plugins/rate-limits.ts), so every limiter can count
  // under one prefix rather than the per-route one the plugin's children would add.
  const storeFor = ({ continueExceeding = false, exponentialBackoff = false }) => {
    const inRedis = new RedisStore(
      continueExceeding,
      exponentialBackoff,
      redis.client,
      "rate-limit:",
    );
    const inMemory = new LocalStore(continueExceeding, exponentialBackoff);
    const current = (): Store => {
      const mode = redis.mode();
      return mode === "redis" ? inRedis : mode === "memory" ? inMemory : failingOpen;
    };
    const store: FastifyRateLimitStore & Store = {
      incr: (key, callback, timeWindow, max) => current().incr(key, callback, timeWindow, max),
      read: (key, callback, timeWindow, max) => current().read(key, callback, timeWindow, max),
      child: (options) => storeFor(options as SettingsOfStore),
    };
    return store;
  };
  // The plugin calls `new store(settings)`: a constructor returning an object yields that object.
  return function SharedRateLimitStore(settings: SettingsOfStore) {
    return storeFor(settings);
  } as unknown as FastifyRateLimitStoreCtor;
}

type SettingsOfStore = { continueExceeding?: boolean; exponentialBackoff?: boolean };

const REDIS_AWAY = new Error("Redis is away: the limit lets this request through");
const failingOpen: Store = {
  incr: (_key, callback) => callback(REDIS_AWAY, { current: 0, ttl: 0 }),
  read: (_key, callback) => callback(REDIS_AWAY, { current: 0, ttl: 0 }),
};
