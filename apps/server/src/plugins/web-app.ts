import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { allowFramingBy } from "../lib/frame-ancestors.js";
import { findFrameAncestors } from "../modules/forms/find-frame-ancestors.js";

const ONE_YEAR_SECONDS = 31_536_000;
// A respondent's first visit gets the public form alone, without the rest of the app.
const RESPOND_PAGE = "respond.html";
const PUBLIC_FORM_PATH = /^\/forms\/([^/]+)\/view\/?$/;

/**
 * Serves the built single-page app: hashed assets cached for a year, pages never cached, and
 * index.html for every other GET so client-side routes survive a reload (respond.html for a
 * public form's address).
 * Unknown /api paths keep the JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { distDir }: { distDir: string }) => {
  const indexFile = path.join(distDir, "index.html");
  const hasBuild = existsSync(indexFile);
  const hasRespondPage = existsSync(path.join(distDir, RESPOND_PAGE));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings of each asset; sent as they are, with Vary.
      preCompressed: true,
      // Our own Cache-Control below; the plugin's would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(distDir, "assets") + path.sep);
        // The body depends on Accept-Encoding (a .br, .gz or plain copy): caches must know.
        res.setHeader("Vary", "Accept-Encoding");
        res.setHeader(
          "Cache-Control",
          isHashedAsset ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache",
        );
      },
    });
  } else {
    app.log.warn({ distDir }, "web app not built: run `npm run build` to serve the UI");
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    // A missing /api path or asset file is a 404, not the app: a browser asking for a script
    // must never receive HTML.
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(pathname) &&
      !isAssetPath(pathname);
    if (!isPageRequest) {
      return reply.status(404).send({
        statusCode: 404,
        code: "ROUTE_NOT_FOUND",
        message: `Route ${request.method} ${pathname} not found`,
      });
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The Formloom web app is not built yet. Run `npm run build`, then reload.");
    }
    if (pathname.startsWith("/reset-password/")) {
      // The token is in the path: no page this one links to may see it in a Referer header.
      reply.header("Referrer-Policy", "no-referrer");
    }
    const publicFormId = PUBLIC_FORM_PATH.exec(pathname)?.[1];
    if (publicFormId !== undefined) {
      // The public form is the one page other sites may embed; every other page stays unframed.
      await findFrameAncestors(app.db, publicFormId).then(
        (sources) => allowFramingBy(reply, sources),
        // Without the owner's list the page is served unframable rather than not at all.
        (error: unknown) => request.log.warn({ err: error }, "frame-ancestors lookup failed"),
      );
    }
    const page = hasRespondPage && publicFormId !== undefined ? RESPOND_PAGE : "index.html";
    return reply
      .header("Cache-Control", "no-cache")
      .sendFile(page, distDir, { cacheControl: false });
  });
});

function isAssetPath(pathname: string): boolean {
  return pathname.startsWith("/assets/");
}

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}
