import { appendFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { routeErrorCodes } from "../../src/lib/route-errors.js";

/**
 * Watches the app's error answers for a code its route does not list (and the API document so
 * does not show). Returns the list the answers are added to, "METHOD /route: CODE" each;
 * RECORD_UNDECLARED_ERRORS names a file that gathers them over a whole run.
 */
export function watchUndeclaredErrors(app: FastifyInstance): string[] {
  const undeclared: string[] = [];
  app.addHook("preSerialization", async (request, reply, payload) => {
    const route = request.routeOptions;
    const code = (payload as { code?: unknown } | null)?.code;
    if (reply.statusCode < 400 || !route.url || typeof code !== "string") return payload;
    if (!routeErrorCodes(route).some((declared) => declared === code)) {
      const found = `${request.method} ${route.url}: ${code}`;
      undeclared.push(found);
      const file = process.env.RECORD_UNDECLARED_ERRORS;
      if (file) appendFileSync(file, `${found}\n`);
    }
    return payload;
  });
  return undeclared;
}
