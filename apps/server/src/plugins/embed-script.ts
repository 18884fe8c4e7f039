import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { EMBED_SCRIPT_FILE } from "../paths.js";

// Sites load /embed.js on every page view; its address has no hash, so a day of freshness
// and a week of serving a stale copy while refetching keep it fast yet updatable.
const EMBED_SCRIPT_CACHE = "public, max-age=86400, stale-while-revalidate=604800";

/** Serves /embed.js, the one-line script that embeds a form and sizes it to its content. */
export const embedScriptPlugin = fp(async (app: FastifyInstance) => {
  const source = readFileSync(EMBED_SCRIPT_FILE, "utf8");
  app.get("/embed.js", { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("Cache-Control", EMBED_SCRIPT_CACHE)
      // Other sites load it: helmet's same-origin resource policy would block it there.
      .header("Cross-Origin-Resource-Policy", "cross-origin")
      .send(source),
  );
});
