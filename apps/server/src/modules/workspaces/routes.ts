import {
  changeMemberBodySchema,
  invitationParamsSchema,
  invitationReplySchema,
  inviteBodySchema,
  listInvitationsReplySchema,
  listMembersReplySchema,
  listWorkspacesReplySchema,
  memberParamsSchema,
  memberReplySchema,
  workspaceBodySchema,
  workspaceMessageReplySchema,
  workspaceParamsSchema,
  workspaceReplySchema,
  workspaceSettingsBodySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { signedInUser } from "../../lib/signed-in-user.js";
import { accessOf, actorOf } from "../../lib/workspace-access.js";
import { inviteMember, listInvitations, revokeInvitation } from "./invitations.js";
import {
  changeMemberRole,
  changeWorkspaceName,
  changeWorkspaceSettings,
  createWorkspace,
  getMembers,
  listWorkspaces,
  removeMember,
} from "./service.js";

const tags = ["workspaces"];
const IN_WORKSPACE_ERRORS = [...SIGNED_IN_ERRORS, "WORKSPACE_NOT_FOUND"] as const;

/** A user's workspaces and their members. API keys reach none of these routes. */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { preHandler: [app.authenticate] };

  app.get(
    "/workspaces",
    {
      config: { errors: SIGNED_IN_ERRORS },
      ...signedIn,
      schema: { tags, security: bearerSecurity, response: { 200: listWorkspacesReplySchema } },
    },
    async (request) => ({
      statusCode: 200,
      message: "Workspaces fetched successfully",
      data: await listWorkspaces(db, signedInUser(request).id),
    }),
  );

  app.post(
    "/workspaces",
    {
      config: { errors: [...SIGNED_IN_ERRORS, "TOO_MANY_WORKSPACES"] },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Create a team workspace; its creator is its owner",
        body: workspaceBodySchema,
        response: { 201: workspaceReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Workspace created",
        data: await createWorkspace(db, { actor: actorOf(request), name: request.body.name }),
      }),
  );

  app.patch(
    "/workspaces/:workspaceId",
    {
      config: { workspaceAction: "workspace.settings", errors: IN_WORKSPACE_ERRORS },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        params: workspaceParamsSchema,
        body: workspaceBodySchema,
        response: { 200: workspaceReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Workspace renamed",
      data: await changeWorkspaceName(db, {
        access: accessOf(request),
        workspaceId: request.params.workspaceId,
        name: request.body.name,
      }),
    }),
  );

  app.patch(
    "/workspaces/:workspaceId/settings",
    {
      config: {
        workspaceAction: "workspace.settings",
        errors: [...IN_WORKSPACE_ERRORS, "PERSONAL_WORKSPACE", "TWO_FACTOR_OFF"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Require two-factor authentication of the members (a team workspace; the caller must have it on)",
        params: workspaceParamsSchema,
        body: workspaceSettingsBodySchema,
        response: { 200: workspaceReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Workspace settings saved",
      data: await changeWorkspaceSettings(db, {
        access: accessOf(request),
        workspaceId: request.params.workspaceId,
        requireTwoFactor: request.body.requireTwoFactor,
      }),
    }),
  );

  app.get(
    "/workspaces/:workspaceId/members",
    {
      config: { workspaceAction: "members.read", errors: IN_WORKSPACE_ERRORS },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        params: workspaceParamsSchema,
        response: { 200: listMembersReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Members fetched successfully",
      data: await getMembers(db, {
        access: accessOf(request),
        workspaceId: request.params.workspaceId,
      }),
    }),
  );

  app.patch(
    "/workspaces/:workspaceId/members/:userId",
    {
      config: {
        workspaceAction: "members.manage",
        errors: [...IN_WORKSPACE_ERRORS, "MEMBER_NOT_FOUND", "OWNER_ONLY", "LAST_OWNER"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Change a member's role; only an owner makes or changes an owner",
        params: memberParamsSchema,
        body: changeMemberBodySchema,
        response: { 200: memberReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Role changed",
      data: await changeMemberRole(db, {
        access: accessOf(request),
        ...request.params,
        role: request.body.role,
      }),
    }),
  );

  app.delete(
    "/workspaces/:workspaceId/members/:userId",
    {
      config: {
        workspaceAction: "members.manage",
        errors: [...IN_WORKSPACE_ERRORS, "MEMBER_NOT_FOUND", "OWNER_ONLY", "LAST_OWNER"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Remove a member (or leave, with your own id); access ends with their next request",
        params: memberParamsSchema,
        response: { 200: workspaceMessageReplySchema },
      },
    },
    async (request) => {
      await removeMember(db, { access: accessOf(request), ...request.params });
      return { statusCode: 200, message: "Member removed", data: null };
    },
  );

  app.get(
    "/workspaces/:workspaceId/invitations",
    {
      config: { workspaceAction: "members.manage", errors: IN_WORKSPACE_ERRORS },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The pending invitations",
        params: workspaceParamsSchema,
        response: { 200: listInvitationsReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Invitations fetched successfully",
      data: await listInvitations(db, {
        access: accessOf(request),
        workspaceId: request.params.workspaceId,
      }),
    }),
  );

  app.post(
    "/workspaces/:workspaceId/invitations",
    {
      config: {
        workspaceAction: "members.manage",
        errors: [
          ...IN_WORKSPACE_ERRORS,
          "PERSONAL_WORKSPACE",
          "OWNER_ONLY",
          "ALREADY_MEMBER",
          "MAIL_UNAVAILABLE",
        ],
      },
      preHandler: [app.authenticate, app.rateLimits.invitePerUser],
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Invite by email with a role: a single-use link, valid 7 days, is mailed",
        params: workspaceParamsSchema,
        body: inviteBodySchema,
        response: { 201: invitationReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: `Invitation sent to ${request.body.email}`,
        data: await inviteMember(app.accountDeps, {
          access: accessOf(request),
          workspaceId: request.params.workspaceId,
          ...request.body,
        }),
      }),
  );

  app.delete(
    "/workspaces/:workspaceId/invitations/:invitationId",
    {
      config: {
        workspaceAction: "members.manage",
        errors: [...IN_WORKSPACE_ERRORS, "INVITATION_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        params: invitationParamsSchema,
        response: { 200: workspaceMessageReplySchema },
      },
    },
    async (request) => {
      await revokeInvitation(db, { access: accessOf(request), ...request.params });
      return { statusCode: 200, message: "Invitation revoked", data: null };
    },
  );
};
