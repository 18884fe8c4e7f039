import {
  idParamsSchema,
  responsesSummaryQuerySchema,
  responsesSummaryReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../../lib/route-errors.js";
import { accessOf } from "../../../lib/workspace-access.js";
import { getSummary } from "./service.js";
import { filteredSummaryPageRows } from "./version-pages.js";

const tags = ["responses"];

/** The summary of a form's responses, filtered or not. */
export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, filteredPageRows: filteredSummaryPageRows(app.database.kind) };
  const signedIn = { preHandler: [app.authenticate] };

  app.get(
    "/responses/form/:id",
    {
      config: {
        workspaceAction: "responses.read",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "VERSION_NOT_FOUND"],
      },
      ...signedIn,
      schema: {
        tags,
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: responsesSummaryQuerySchema,
        response: { 200: responsesSummaryReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Responses fetched successfully!",
      data: await getSummary(deps, {
        access: accessOf(request),
        formId: request.params.id,
        ...request.query,
      }),
    }),
  );
};
