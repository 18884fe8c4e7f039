import type { FastifyContextConfig, FastifySchema } from "fastify";
import { ERROR_STATUS, type ErrorCode } from "./app-error.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The codes this route answers with beyond those `routeErrorCodes` adds by itself. */
    errors?: readonly ErrorCode[];
  }
}

/** What `app.authenticate` and its admin variants refuse with, on any route they guard. */
export const SIGNED_IN_ERRORS = [
  "SIGN_IN_REQUIRED",
  "SESSION_INVALID",
  "WRONG_SESSION_KIND",
  "ACCOUNT_DEACTIVATED",
  "API_KEY_NOT_ALLOWED",
] as const satisfies readonly ErrorCode[];

/** Any route may meet these: a broken request, a rate limit, the database or a bug. */
const EVERY_ROUTE_ERRORS: readonly ErrorCode[] = [
  "MALFORMED_REQUEST",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "DATABASE_UNAVAILABLE",
];

const KEY_SCOPE_ERRORS = {
  read: ["API_KEY_INVALID"],
  "read-write": ["API_KEY_INVALID", "API_KEY_READ_ONLY"],
} as const satisfies Record<string, readonly ErrorCode[]>;

type RouteDescription = { schema?: FastifySchema; config?: FastifyContextConfig };

/**
 * Every code a route may answer with: what it declares in `config.errors`, what follows from its
 * schema (validated input, a body) and its API key scope, and what any route may meet. The API
 * document lists them, and the tests fail on a code a route answered with but does not list.
 */
export function routeErrorCodes({ schema, config }: RouteDescription): ErrorCode[] {
  const codes = new Set<ErrorCode>(EVERY_ROUTE_ERRORS);
  if (schema?.body || schema?.querystring || schema?.params) codes.add("VALIDATION_FAILED");
  if (schema?.body) {
    codes.add("REQUEST_TOO_LARGE");
    codes.add("UNSUPPORTED_MEDIA_TYPE");
  }
  for (const code of config?.apiKeyScope ? KEY_SCOPE_ERRORS[config.apiKeyScope] : []) {
    codes.add(code);
  }
  // A workspace route refuses a member whose role lacks its action, or who lacks the two-factor
  // authentication the workspace requires (workspaces/access.ts).
  if (config?.workspaceAction) {
    codes.add("ROLE_FORBIDDEN");
    codes.add("TWO_FACTOR_REQUIRED_BY_WORKSPACE");
  }
  for (const code of config?.errors ?? []) codes.add(code);
  return [...codes];
}

/** The codes grouped by the status they are sent with, for the API document. */
export function errorCodesByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
