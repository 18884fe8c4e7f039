import type { Redis } from "ioredis";

/**
 * Where limits are counted right now: in Redis; nowhere, while Redis has been away for less than
 * the fail-open window (every limit lets requests through); or in this process's memory, once
 * Redis has been away longer, until it returns.
 */
export type SharedRedisMode = "redis" | "fail-open" | "memory";

export type SharedRedis = {
  client: Redis;
  mode(): SharedRedisMode;
  close(): Promise<void>;
};

export const FAIL_OPEN_MS = 60_000;
const CONNECT_TIMEOUT_MS = 2_000;
// A Redis that hangs without closing its connection must not hold requests either.
const COMMAND_TIMEOUT_MS = 1_000;
// How often Redis is asked whether it still answers: a hang that keeps the connection open is
// found by the first PING that times out, rather than by every request waiting out its timeout.
const HEARTBEAT_MS = 1_000;

/**
 * A Redis client that fails fast: while it is disconnected every command is refused at once
 * (no offline queue), so callers fail open instead of waiting, and it reconnects by itself. A
 * Redis that keeps its connection but stops answering counts as away from the first heartbeat
 * that goes unanswered until one is answered again. Losing Redis, falling back to memory and
 * getting it back are each logged once.
 */
export async function connectSharedRedis({
  url,
  keyPrefix,
  log,
  failOpenMs = FAIL_OPEN_MS,
  heartbeatMs = HEARTBEAT_MS,
}: {
  url: string;
  keyPrefix: string;
  log: { warn(message: string): void };
  failOpenMs?: number;
  heartbeatMs?: number;
}): Promise<SharedRedis> {
  // Loaded only when REDIS_URL is set, like the connection itself.
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // Commands caught by a lost connection fail with it rather than wait for the next one.
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let downSince: number | undefined = Date.now();
  // Set from the outage's first log line until Redis is back.
  let memoryFallback: NodeJS.Timeout | undefined;
  let isClosing = false;
  let lastError = "";

  const markDown = (reason: string) => {
    if (memoryFallback || isClosing) return;
    downSince ??= Date.now();
    log.warn(
      `Redis is unreachable (${[reason, lastError].filter(Boolean).join(": ")}): rate limits are not enforced for up to ${failOpenMs / 1000} s, then each server counts its own until Redis returns`,
    );
    memoryFallback = setTimeout(() => {
      log.warn("Redis is still unreachable: each server now counts rate limits on its own");
    }, failOpenMs);
    memoryFallback.unref();
  };
  const markUp = () => {
    if (memoryFallback) log.warn("Redis is reachable again: rate limits are shared again");
    clearTimeout(memoryFallback);
    memoryFallback = undefined;
    downSince = undefined;
    lastError = "";
  };

  // ioredis reports each failed attempt as an error and each lost connection as a close; the
  // outage is logged once, by markDown, rather than once per attempt.
  client.on("error", (error) => {
    lastError = error.message;
  });
  client.on("close", () => markDown("connection lost"));
  client.on("ready", markUp);

  const isReady = await waitUntilReady(client, CONNECT_TIMEOUT_MS);
  if (!isReady) markDown(`no answer at start-up within ${CONNECT_TIMEOUT_MS / 1000} s`);

  // Only over an open connection: a closed one is reported by its own events, and a PING sent
  // on it would fail at once without telling anything new.
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = async () => {
    if (client.status === "ready") {
      try {
        await client.ping();
        if (downSince !== undefined) markUp();
      } catch {
        if (client.status === "ready") markDown(`no answer within ${COMMAND_TIMEOUT_MS / 1000} s`);
      }
    }
    if (!isClosing) heartbeat = setTimeout(beat, heartbeatMs).unref();
  };
  heartbeat = setTimeout(beat, heartbeatMs).unref();

  return {
    client,
    mode: () => {
      if (downSince === undefined) return "redis";
      return Date.now() - downSince < failOpenMs ? "fail-open" : "memory";
    },
    close: async () => {
      isClosing = true;
      clearTimeout(memoryFallback);
      clearTimeout(heartbeat);
      client.disconnect();
    },
  };
}

function waitUntilReady(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(isReady: boolean) {
      clearTimeout(timer);
      client.off("ready", onReady);
      resolve(isReady);
    }
    client.once("ready", onReady);
  });
}
