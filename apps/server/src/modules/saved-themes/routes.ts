import {
  createSavedThemeBodySchema,
  deleteSavedThemeReplySchema,
  listSavedThemesReplySchema,
  savedThemeParamsSchema,
  savedThemeReplySchema,
  updateSavedThemeBodySchema,
  workspaceParamsSchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import {
  createSavedTheme,
  deleteSavedTheme,
  listSavedThemes,
  updateSavedTheme,
} from "./service.js";

const tags = ["forms"];
const IN_WORKSPACE_ERRORS = [...SIGNED_IN_ERRORS, "WORKSPACE_NOT_FOUND"] as const;
const NAMED_THEME_ERRORS = [...IN_WORKSPACE_ERRORS, "SAVED_THEME_NOT_FOUND"] as const;

/**
 * A workspace's saved themes. Whoever may edit its forms may keep themes for them, as API keys
 * may, like on forms: read keys list them, read-write keys save and change them, and deleting
 * takes a signed-in member, as deleting a form does.
 */
export const savedThemeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const signedIn = { preHandler: [app.authenticate] };

  app.get(
    "/workspaces/:workspaceId/themes",
    {
      config: { workspaceAction: "forms.read", apiKeyScope: "read", errors: IN_WORKSPACE_ERRORS },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The themes the workspace keeps for its forms, by name",
        params: workspaceParamsSchema,
        response: { 200: listSavedThemesReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Saved themes fetched successfully",
      data: await listSavedThemes(db, {
        access: accessOf(request),
        workspaceId: request.params.workspaceId,
      }),
    }),
  );

  app.post(
    "/workspaces/:workspaceId/themes",
    {
      config: {
        workspaceAction: "forms.edit",
        apiKeyScope: "read-write",
        errors: [...IN_WORKSPACE_ERRORS, "SAVED_THEME_NAME_TAKEN", "TOO_MANY_SAVED_THEMES"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          "Keep a theme to reuse on the workspace's forms (checked for contrast like a form's; a form applies a copy in its settings)",
        params: workspaceParamsSchema,
        body: createSavedThemeBodySchema,
        response: { 201: savedThemeReplySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        statusCode: 201,
        message: "Theme saved",
        data: await createSavedTheme(db, {
          access: accessOf(request),
          workspaceId: request.params.workspaceId,
          body: request.body,
        }),
      }),
  );

  app.patch(
    "/workspaces/:workspaceId/themes/:themeId",
    {
      config: {
        workspaceAction: "forms.edit",
        apiKeyScope: "read-write",
        errors: [...NAMED_THEME_ERRORS, "SAVED_THEME_NAME_TAKEN"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Rename a saved theme or change its look; forms that applied it keep their copy",
        params: savedThemeParamsSchema,
        body: updateSavedThemeBodySchema,
        response: { 200: savedThemeReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Theme updated",
      data: await updateSavedTheme(db, {
        access: accessOf(request),
        workspaceId: request.params.workspaceId,
        themeId: request.params.themeId,
        changes: request.body,
      }),
    }),
  );

  app.delete(
    "/workspaces/:workspaceId/themes/:themeId",
    {
      config: { workspaceAction: "forms.edit", errors: NAMED_THEME_ERRORS },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "Delete a saved theme; forms that applied it keep their copy",
        params: savedThemeParamsSchema,
        response: { 200: deleteSavedThemeReplySchema },
      },
    },
    async (request) => {
      await deleteSavedTheme(db, {
        access: accessOf(request),
        workspaceId: request.params.workspaceId,
        themeId: request.params.themeId,
      });
      return { statusCode: 200, message: "Theme deleted", data: null };
    },
  );
};
