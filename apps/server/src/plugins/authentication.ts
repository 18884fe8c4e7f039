import { API_KEY_MESSAGES, type ApiKeyScope } from "@formloom/shared";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { ApiKeyRow, UserRow } from "../db/rows.js";
import { AppError } from "../lib/app-error.js";
import type { SessionAudience } from "../lib/session-tokens.js";
import { looksLikeApiKey } from "../modules/api-keys/key-secret.js";
import { authenticateApiKey } from "../modules/api-keys/service.js";
import { findUserById } from "../modules/users/repo.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, set by `app.authenticate` / `app.authenticateAdmin`. */
    currentUser?: UserRow;
    /** Which kind of session signed the request in. */
    sessionAudience?: SessionAudience;
    /** The API key the request was sent with, when it was sent with one. */
    apiKey?: ApiKeyRow;
  }
  interface FastifyContextConfig {
    /**
     * The scope an API key needs to call this route. Routes without it refuse every key, so
     * account, password, admin and key-management routes can never be reached with one.
     */
    apiKeyScope?: ApiKeyScope;
  }
  interface FastifyInstance {
    authenticate: preHandlerAsyncHookHandler;
    authenticateAdmin: preHandlerAsyncHookHandler;
    /** Admin or user session, whichever the token is; for read-only calls both may make. */
    authenticateAdminOrUser: preHandlerAsyncHookHandler;
    /** The signed-in user when a valid user token is sent, else undefined (no error). */
    identifyUser(request: FastifyRequest): Promise<UserRow | undefined>;
  }
}

const MESSAGES = {
  missing: "Please sign in to continue",
  invalid: "Your session has expired. Please sign in again.",
  wrongKind: "This sign-in cannot be used here",
  deactivated: "This account has been deactivated",
} as const;

/**
 * Bearer tokens are checked against the database on every request, so a deactivation, a
 * password change or a reset takes effect at once (the token version moves on).
 */
export const authenticationPlugin = fp(async (app: FastifyInstance) => {
  async function authenticate(
    request: FastifyRequest,
    audience: SessionAudience,
  ): Promise<UserRow> {
    const token = readBearer(request);
    if (!token) throw new AppError("SIGN_IN_REQUIRED", MESSAGES.missing);
    if (looksLikeApiKey(token)) return authenticateWithKey(request, token, audience);
    const claims = await app.sessionTokens.read(token, audience);
    if (!claims) {
      const other: SessionAudience = audience === "user" ? "admin" : "user";
      const isOtherKind = (await app.sessionTokens.read(token, other)) !== null;
      throw isOtherKind
        ? new AppError("WRONG_SESSION_KIND", MESSAGES.wrongKind)
        : new AppError("SESSION_INVALID", MESSAGES.invalid);
    }
    const user = await findUserById(app.db, claims.userId);
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw new AppError("SESSION_INVALID", MESSAGES.invalid);
    }
    if (!user.active) throw new AppError("ACCOUNT_DEACTIVATED", MESSAGES.deactivated);
    if (audience === "admin" && user.role !== "admin") {
      throw new AppError("WRONG_SESSION_KIND", MESSAGES.wrongKind);
    }
    return user;
  }

  async function authenticateWithKey(
    request: FastifyRequest,
    token: string,
    audience: SessionAudience,
  ): Promise<UserRow> {
    const needed = request.routeOptions.config.apiKeyScope;
    if (audience !== "user" || !needed) {
      throw new AppError("API_KEY_NOT_ALLOWED", API_KEY_MESSAGES.notAllowed);
    }
    const { key, user } = await authenticateApiKey(app.db, token);
    if (!user.active) throw new AppError("ACCOUNT_DEACTIVATED", MESSAGES.deactivated);
    request.apiKey = key;
    await app.checkRateLimit("apiRequestsPerKey", request);
    if (needed === "read-write" && key.scope !== "read-write") {
      throw new AppError("API_KEY_READ_ONLY", API_KEY_MESSAGES.readOnly);
    }
    return user;
  }

  async function signIn(request: FastifyRequest, audience: SessionAudience): Promise<void> {
    request.currentUser = await authenticate(request, audience);
    request.sessionAudience = audience;
  }

  app.decorateRequest("currentUser", undefined);
  app.decorateRequest("sessionAudience", undefined);
  app.decorateRequest("apiKey", undefined);
  app.decorate("authenticate", (request: FastifyRequest) => signIn(request, "user"));
  app.decorate("authenticateAdmin", (request: FastifyRequest) => signIn(request, "admin"));
  app.decorate("authenticateAdminOrUser", async (request: FastifyRequest) => {
    const token = readBearer(request);
    const isAdminToken =
      token !== undefined && (await app.sessionTokens.read(token, "admin")) !== null;
    await signIn(request, isAdminToken ? "admin" : "user");
  });
  app.decorate("identifyUser", async (request: FastifyRequest) => {
    if (!readBearer(request)) return undefined;
    return authenticate(request, "user").catch(() => undefined);
  });
});

function readBearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
