import { createHash } from "node:crypto";
import { DrizzleQueryError } from "drizzle-orm/errors";

// SQLSTATEs meaning "the database cannot serve this now", not "this request is wrong":
// class 08 connection exceptions, too many connections, shutdowns and restarts, and the
// cancellations our own timeouts cause (statement, lock wait, idle transaction).
const UNAVAILABLE_STATES = new Set(["53300", "57P01", "57P02", "57P03", "57014", "55P03", "25P03"]);
const UNAVAILABLE_NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
// pg and pg-pool say these with a message only.
const UNAVAILABLE_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated",
  "Client has encountered a connection error",
  "Cannot use a pool after calling end",
];

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    yield current as { code?: unknown; message?: unknown };
  }
}

/** True when an error says the database is down, restarting, saturated or too slow. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // A network error counts when a query failed with it, or when it is the pool's own failure
  // to connect, not when a mail server or captcha provider is out of reach.
  const isFromDatabase =
    error instanceof DrizzleQueryError || (error as { syscall?: unknown })?.syscall === "connect";
  for (const { code, message } of causes(error)) {
    if (typeof code === "string") {
      if (/^[0-9A-Z]{5}$/.test(code) && (code.startsWith("08") || UNAVAILABLE_STATES.has(code))) {
        return true;
      }
      if (isFromDatabase && UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    }
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
  }
  return false;
}

/**
 * What a log line may say about a failed query: the driver's code and message and which
 * statement it was, never the statement's parameters (respondents' answers, token hashes),
 * which Drizzle's own message and a driver's `detail` carry.
 */
export function describeDatabaseError(error: unknown): Record<string, unknown> | undefined {
  const query = error instanceof DrizzleQueryError ? error.query : undefined;
  const driver = error instanceof DrizzleQueryError ? error.cause : error;
  const { code, message } = (driver ?? {}) as { code?: unknown; message?: unknown };
  if (query === undefined && typeof code !== "string") return undefined;
  // A data exception's message quotes the value refused ('invalid input syntax … "…"').
  const isDataException = typeof code === "string" && code.startsWith("22");
  return {
    type: "DatabaseError",
    code,
    message: isDataException ? "data exception" : typeof message === "string" ? message : "",
    ...(query === undefined ? {} : { statement: nameStatement(query) }),
  };
}

/** "insert into responses #1a2b3c4d": the statement's verb and first table, and a hash to tell statements apart. */
export function nameStatement(query: string): string {
  const verb = query.match(/^\s*(select|insert into|update|delete from|with)\b/i)?.[1];
  const table = query.match(/\b(?:from|into|update)\s+"?([A-Za-z0-9_]+)"?/i)?.[1];
  const hash = createHash("sha256").update(query).digest("hex").slice(0, 8);
  return [verb?.toLowerCase(), table, `#${hash}`].filter(Boolean).join(" ");
}
