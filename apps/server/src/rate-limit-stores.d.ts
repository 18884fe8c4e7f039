// @fastify/rate-limit ships its two stores without types: these are the calls the shared store makes.
declare module "@fastify/rate-limit/store/LocalStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";

  export default class LocalStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    incr: FastifyRateLimitStore["incr"];
    read: FastifyRateLimitStore["incr"];
  }
}

declare module "@fastify/rate-limit/store/RedisStore.js" {
  import type { FastifyRateLimitStore } from "@fastify/rate-limit";
  import type { Redis } from "ioredis";

  export default class RedisStore {
    constructor(
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis: Redis,
      keyPrefix?: string,
    );
    incr: FastifyRateLimitStore["incr"];
    read: FastifyRateLimitStore["incr"];
  }
}
