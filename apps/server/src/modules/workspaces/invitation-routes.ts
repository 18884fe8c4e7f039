import {
  CAPTCHA_FIELD,
  invitationPreviewReplySchema,
  invitationSignUpBodySchema,
  invitationSignUpReplySchema,
  invitationTokenParamsSchema,
  workspaceReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { acceptInvitation, previewInvitation, signUpByInvitation } from "./invitations.js";

const tags = ["workspaces"];
const LINK_ERRORS = ["INVITATION_NOT_FOUND", "INVITATION_EXPIRED"] as const;

/** The link of an invitation mail: what it invites to, accepting it, signing up through it. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/invitations/:token",
    {
      config: { errors: LINK_ERRORS },
      schema: {
        tags,
        summary: "What the invitation is for, shown before anyone signs in",
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Invitation fetched successfully",
      data: await previewInvitation(db, request.params.token),
    }),
  );

  app.post(
    "/invitations/:token/accept",
    {
      config: { errors: [...SIGNED_IN_ERRORS, ...LINK_ERRORS, "INVITATION_OTHER_EMAIL"] },
      preHandler: [app.authenticate],
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Join the workspace, signed in with the address the invitation was sent to",
        params: invitationTokenParamsSchema,
        response: { 200: workspaceReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Welcome to the workspace",
      data: await acceptInvitation(db, {
        token: request.params.token,
        user: signedInUser(request),
      }),
    }),
  );

  app.post(
    "/invitations/:token/sign-up",
    {
      config: {
        errors: [...LINK_ERRORS, "CAPTCHA_REQUIRED", "CAPTCHA_FAILED", "EMAIL_TAKEN"],
      },
      preHandler: [app.rateLimits.registerPerIp],
      schema: {
        tags,
        summary:
          "Create the invitee's account (its address verified by the invitation), join, and sign in",
        params: invitationTokenParamsSchema,
        body: invitationSignUpBodySchema,
        response: { 201: invitationSignUpReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Account created. Welcome to the workspace",
        data: await signUpByInvitation(app.accountDeps, {
          token: request.params.token,
          name: request.body.name,
          password: request.body.password,
          captchaToken: request.body[CAPTCHA_FIELD],
          ip: request.ip,
        }),
      }),
  );
};
