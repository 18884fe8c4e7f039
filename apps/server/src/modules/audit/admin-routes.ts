import {
  auditExportQuerySchema,
  auditQuerySchema,
  listAuditEventsReplySchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { sendAuditCsv } from "./csv-routes.js";
import { getAuditEvents } from "./service.js";

const tags = ["admin"];

/** The installation's own audit log: admin sign-ins, user deactivations, pattern changes. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const adminOnly = { preHandler: [app.authenticateAdmin, app.rateLimits.adminPerUser] };

  app.get(
    "/admin/audit",
    {
      config: { errors: SIGNED_IN_ERRORS },
      ...adminOnly,
      schema: {
        tags,
        security: bearerSecurity,
        querystring: auditQuerySchema,
        response: { 200: listAuditEventsReplySchema },
      },
    },
    async (request) => {
      const { events, total } = await getAuditEvents(db, null, request.query);
      return { statusCode: 200, message: "Audit log fetched", data: events, total };
    },
  );

  app.get(
    "/admin/audit/export",
    {
      config: { errors: SIGNED_IN_ERRORS },
      ...adminOnly,
      schema: {
        tags,
        security: bearerSecurity,
        summary: "The installation's audit log as CSV, with the same filters",
        querystring: auditExportQuerySchema,
      },
    },
    async (request, reply) => sendAuditCsv(reply, db, null, request.query),
  );
};
