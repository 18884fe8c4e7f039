import cookie from "@fastify/cookie";
import {
  SSO_FAILURE_PARAM,
  SSO_LANDING_PATH,
  ssoCallbackQuerySchema,
  ssoSessionBodySchema,
  ssoSessionReplySchema,
} from "@formloom/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { createOidcClient, type OidcClient } from "./oidc-client.js";
import {
  createSignInChecksSealer,
  SIGN_IN_CHECKS_COOKIE,
  SIGN_IN_CHECKS_SECONDS,
} from "./sign-in-checks.js";
import { exchangeSignInCode, issueSignInCode } from "./sign-in-codes.js";
import { findSsoAccount } from "./sign-in-with-sso.js";
import { SsoFailure } from "./sso-failure.js";

const tags = ["auth"];
const COOKIE_PATH = "/api/auth/oidc";
const redirectSchema = z.null().describe("Found: the browser is sent on (Location)");

/**
 * Single sign-on through the OIDC_* provider. Every address the browser is sent to is the
 * provider's authorization endpoint or a page of PUBLIC_URL: nothing in the request chooses it.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, accountDeps: deps, rateLimits: limits } = app;
  const callbackUrl = `${config.publicUrl}/api/auth/oidc/callback`;
  const oidc = config.oidc ? createOidcClient(config.oidc, callbackUrl) : undefined;
  const sealer = createSignInChecksSealer(app.ssoChecksKey);
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider's redirect back is a top-level navigation, which carries it.
    sameSite: "lax" as const,
    secure: config.publicUrl.startsWith("https:"),
  };
  await app.register(cookie);

  const configured = (): OidcClient => {
    if (!oidc) throw new AppError("SSO_NOT_CONFIGURED", "Single sign-on is not configured");
    return oidc;
  };

  const sendBackToSignIn = (request: FastifyRequest, reply: FastifyReply, failure: SsoFailure) => {
    request.log.warn({ reason: failure.reason, detail: failure.message }, "SSO sign-in refused");
    const url = new URL(`${config.publicUrl}/login`);
    url.searchParams.set(SSO_FAILURE_PARAM, failure.reason);
    return reply.redirect(url.href);
  };

  app.get(
    "/auth/oidc/start",
    {
      config: { errors: ["SSO_NOT_CONFIGURED"] },
      schema: {
        tags,
        summary: "Single sign-on: sends the browser to the OpenID provider",
        response: { 302: redirectSchema },
      },
      preHandler: [limits.ssoPerIp],
    },
    async (request, reply) => {
      const client = configured();
      try {
        const { url, checks } = await client.startSignIn();
        reply.setCookie(SIGN_IN_CHECKS_COOKIE, await sealer.seal(checks), {
          ...cookieOptions,
          maxAge: SIGN_IN_CHECKS_SECONDS,
        });
        return reply.redirect(url);
      } catch (error) {
        if (error instanceof SsoFailure) return sendBackToSignIn(request, reply, error);
        throw error;
      }
    },
  );

  app.get(
    "/auth/oidc/callback",
    {
      config: { errors: ["SSO_NOT_CONFIGURED"] },
      schema: {
        tags,
        summary:
          "Single sign-on: the provider's answer; sends the browser on to the web app with a one-time code",
        querystring: ssoCallbackQuerySchema,
        response: { 302: redirectSchema },
      },
      preHandler: [limits.ssoPerIp],
    },
    async (request, reply) => {
      const client = configured();
      // The checks serve one answer of the provider, whatever its outcome.
      const checks = await sealer.unseal(request.cookies[SIGN_IN_CHECKS_COOKIE]);
      reply.clearCookie(SIGN_IN_CHECKS_COOKIE, cookieOptions);
      try {
        if (!checks) throw new SsoFailure("failed", "no sign-in under way in this browser");
        const answer = new URL(callbackUrl);
        answer.search = new URL(request.url, "http://callback.invalid").search;
        const claims = await client.finishSignIn(answer, checks);
        const user = await findSsoAccount({ db: deps.db, settings: client.settings }, claims);
        const code = await issueSignInCode(deps, user);
        return reply.redirect(`${config.publicUrl}${SSO_LANDING_PATH}#code=${code}`);
      } catch (error) {
        if (error instanceof SsoFailure) return sendBackToSignIn(request, reply, error);
        throw error;
      }
    },
  );

  app.post(
    "/auth/oidc/session",
    {
      config: { errors: ["SSO_CODE_INVALID", "ACCOUNT_DEACTIVATED"] },
      schema: {
        tags,
        summary: "Single sign-on: trades the one-time code for the session the web app stores",
        body: ssoSessionBodySchema,
        response: { 200: ssoSessionReplySchema },
      },
      preHandler: [limits.ssoPerIp],
    },
    async (request) => ({
      statusCode: 200,
      message: "Login successful",
      data: await exchangeSignInCode(deps, request.body.code),
    }),
  );
};
