import { publicConfigReplySchema } from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { provider, siteKey } = app.config.captcha;
  const { publicUrl, oidc } = app.config;
  app.get(
    "/config",
    {
      schema: {
        tags: ["config"],
        summary:
          "The captcha provider and site key the sign-in and sign-up screens need, whether single sign-on is offered and password sign-in is on, and the public address share links are built on",
        response: { 200: publicConfigReplySchema },
      },
    },
    async () => ({
      statusCode: 200,
      message: "OK",
      data: {
        captcha: { provider, siteKey: siteKey ?? null },
        publicUrl,
        sso: oidc ? { buttonLabel: oidc.buttonLabel ?? null } : null,
        isPasswordSignInOn: !oidc?.isOnly,
      },
    }),
  );
};
