import {
  auditExportQuerySchema,
  auditQuerySchema,
  listAuditEventsReplySchema,
  workspaceParamsSchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { sendAuditCsv } from "../audit/csv-routes.js";
import { getAuditEvents } from "../audit/service.js";
import { authorizeWorkspace } from "./access.js";

const tags = ["workspaces"];
const config = {
  workspaceAction: "audit.read",
  errors: [...SIGNED_IN_ERRORS, "WORKSPACE_NOT_FOUND"],
} as const;

/** A workspace's audit log, for its owners and admins: filtered, paged, or as CSV. */
export const workspaceAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get(
    "/workspaces/:workspaceId/audit",
    {
      config,
      preHandler: [app.authenticate],
      schema: {
        tags,
        security: bearerSecurity,
        params: workspaceParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: listAuditEventsReplySchema },
      },
    },
    async (request) => {
      const { workspaceId } = await authorizeWorkspace(
        db,
        accessOf(request),
        request.params.workspaceId,
      );
      const { events, total } = await getAuditEvents(db, workspaceId, request.query);
      return { statusCode: 200, message: "Audit log fetched", data: events, total };
    },
  );

  app.get(
    "/workspaces/:workspaceId/audit/export",
    {
      config,
      preHandler: [app.authenticate, app.rateLimits.exportPerUser],
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The workspace's audit log as CSV, with the same filters",
        params: workspaceParamsSchema,
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { workspaceId } = await authorizeWorkspace(
        db,
        accessOf(request),
        request.params.workspaceId,
      );
      return sendAuditCsv(reply, db, workspaceId, request.query);
    },
  );
};
