import type { FastifyRequest } from "fastify";
import type { UserRow } from "../db/rows.js";

/** The user an authenticating preHandler put on the request; a missing one is a wiring bug. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error("route is missing an authenticating preHandler");
  return request.currentUser;
}
