import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import LocalStore from "@fastify/rate-limit/store/LocalStore.js";
import RedisStore from "@fastify/rate-limit/store/RedisStore.js";
import type { SharedRedis } from "./shared-redis.js";

type Store = Pick<LocalStore, "incr" | "read">;

/**
 * The @fastify/rate-limit store for several servers: counts in Redis, and in this process's
 * memory once Redis has been away past the fail-open window. While Redis is away, its commands
 * fail at once and the limits, registered with `skipOnError`, let requests through.
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
    const current = (): Store => (redis.mode() === "memory" ? inMemory : inRedis);
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
