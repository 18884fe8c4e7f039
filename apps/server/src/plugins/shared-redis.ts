import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import { sharedRateLimitStore } from "../lib/shared-rate-limit-store.js";
import { connectSharedRedis, type SharedRedis } from "../lib/shared-redis.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Redis shared by every server, when REDIS_URL is set. */
    sharedRedis: SharedRedis | undefined;
  }
}

/** Connects to REDIS_URL, or says at start-up why limits are per server without it. */
export const sharedRedisPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    if (!config.redis) {
      if (config.databaseUrl) {
        app.log.warn(
          "DATABASE_URL is set without REDIS_URL: each server counts rate limits on its own, so N servers behind one address let N times as many requests through",
        );
      }
      app.decorate("sharedRedis", undefined);
      return;
    }
    const redis = await connectSharedRedis({ ...config.redis, log: app.log });
    app.decorate("sharedRedis", redis);
    app.addHook("onClose", redis.close);
  },
);

/**
 * @fastify/rate-limit's settings: the shared store failing open. Without Redis the limits count in
 * their own windows (plugins/rate-limits.ts) and the plugin's store stays unused.
 */
export function rateLimitStoreOptions(redis: SharedRedis | undefined) {
  return redis ? { store: sharedRateLimitStore(redis), skipOnError: true } : {};
}
