import { idParamsSchema, viewFormReplySchema } from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { unlockTokenOf } from "../form-password/routes.js";
import { formBuildingRoutes } from "./building-routes.js";
import { formDashboardRoutes } from "./dashboard-routes.js";
import { formPublishingRoutes } from "./publishing-routes.js";
import { viewForm } from "./service.js";

const tags = ["forms"];

/** A form's public view, and the owner's routes for building, listing and publishing forms. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/forms/:id/view",
    {
      config: { errors: ["FORM_NOT_FOUND", "FORM_PASSWORD_REQUIRED"] },
      schema: { tags, params: idParamsSchema, response: { 200: viewFormReplySchema } },
    },
    async (request) => {
      const viewer = await app.identifyUser(request);
      return {
        statusCode: 200,
        message: "Form fetched successfully",
        data: await viewForm(db, {
          formId: request.params.id,
          viewerId: viewer?.id,
          unlock: { tokens: app.formUnlockTokens, token: unlockTokenOf(request) },
        }),
      };
    },
  );

  await app.register(formBuildingRoutes);
  await app.register(formDashboardRoutes);
  await app.register(formPublishingRoutes);
};
