import {
  funnelEventBodySchema,
  funnelEventReplySchema,
  funnelQuerySchema,
  funnelReplySchema,
  idParamsSchema,
} from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bearerSecurity } from "../../lib/bearer-security.js";
import { SIGNED_IN_ERRORS } from "../../lib/route-errors.js";
import { accessOf } from "../../lib/workspace-access.js";
import { compactFunnelDays } from "./compact-funnel-days.js";
import { createFunnelBatcher } from "./funnel-batcher.js";
import { getFunnel } from "./get-funnel.js";
import { createFunnelRecorder } from "./record-funnel-event.js";
import {
  STORE_FUNNEL_COUNTS,
  STORE_FUNNEL_COUNTS_SQL,
  storeFunnelCountsParams,
} from "./store-funnel-counts.js";

const tags = ["funnel"];
const COMPACT_EVERY_MS = 60 * 60_000;

/** The public page's funnel events and the owner's funnel of a version. */
export const funnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const batcher = createFunnelBatcher((increments) =>
    app.database.executeNamed(
      STORE_FUNNEL_COUNTS,
      STORE_FUNNEL_COUNTS_SQL,
      storeFunnelCountsParams(increments),
    ),
  );
  app.addHook("onClose", batcher.drain);
  const recordEvent = createFunnelRecorder(app.db, batcher);
  // Past days' shards folded hourly; a failed run (the database away) is tried again next hour.
  const compaction = setInterval(() => {
    compactFunnelDays(app.db).catch((error) =>
      app.log.warn({ err: error }, "funnel compaction failed"),
    );
  }, COMPACT_EVERY_MS).unref();
  app.addHook("onClose", async () => clearInterval(compaction));

  app.post(
    "/forms/:id/funnel-events",
    {
      config: { errors: ["FORM_NOT_FOUND", "VERSION_NOT_FOUND"] },
      preHandler: [app.rateLimits.funnelEventPerIp],
      schema: {
        tags,
        summary:
          "Counts a view, a start or a page reached on a public form's page; stores no address, agent, cookie or identifier",
        params: idParamsSchema,
        body: funnelEventBodySchema,
        response: { 202: funnelEventReplySchema },
      },
    },
    async (request, reply) => {
      await recordEvent(request.params.id, request.body);
      return reply.status(202).send({ statusCode: 202, message: "Counted", data: null });
    },
  );

  app.get(
    "/forms/:id/funnel",
    {
      config: {
        workspaceAction: "responses.read",
        apiKeyScope: "read",
        errors: [...SIGNED_IN_ERRORS, "FORM_NOT_FOUND", "VERSION_NOT_FOUND"],
      },
      preHandler: [app.authenticate],
      schema: {
        tags,
        summary: "Views, starts, pages reached, submissions and time to complete of a version",
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: funnelQuerySchema,
        response: { 200: funnelReplySchema },
      },
    },
    async (request) => ({
      statusCode: 200,
      message: "Funnel counted",
      data: await getFunnel(app.db, {
        access: accessOf(request),
        formId: request.params.id,
        ...request.query,
      }),
    }),
  );
};
