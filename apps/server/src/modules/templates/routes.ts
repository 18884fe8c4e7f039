import { listTemplatesReplySchema } from "@formloom/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listTemplates } from "./service.js";

export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/templates",
    {
      schema: {
        tags: ["forms"],
        summary:
          "The ready-made forms 'Create Form' offers; post one's form to POST /api/forms to own a copy",
        response: { 200: listTemplatesReplySchema },
      },
    },
    async () => ({
      statusCode: 200,
      message: "Templates fetched successfully",
      data: listTemplates(),
    }),
  );
};
