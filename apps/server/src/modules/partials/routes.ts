import type { FastifyPluginAsync } from "fastify";
import { partialOwnerRoutes } from "./owner-routes.js";
import { partialPublicRoutes } from "./public-routes.js";

/** Partial responses: the respondent's routes and the owner's. */
export const partialRoutes: FastifyPluginAsync = async (app) => {
  await app.register(partialPublicRoutes);
  await app.register(partialOwnerRoutes);
};
