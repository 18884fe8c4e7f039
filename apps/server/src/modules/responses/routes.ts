import { constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyPluginAsync } from "fastify";
import { exportRoutes } from "./export/routes.js";
import { hubRoutes } from "./manage/hub-routes.js";
import { manageRoutes } from "./manage/routes.js";
import { spamRoutes } from "./spam/routes.js";
import { submitRoutes } from "./submit/routes.js";
import { summaryRoutes } from "./summary/routes.js";

const compressedResponseRoutes: FastifyPluginAsync = async (app) => {
  // Responses pages and exports are the API's big answers (a 1,000,000-row CSV is ~100 MB):
  // compressed for clients that accept it, at a brotli level cheap enough to stream.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(spamRoutes);
  await app.register(manageRoutes);
  await app.register(hubRoutes);
  await app.register(summaryRoutes);
  await app.register(exportRoutes);
};

/** The rooms of responses, each with its routes; all but submitting behind one compression. */
export const responseRoutes: FastifyPluginAsync = async (app) => {
  // A submission's answer is a few hundred bytes, never worth compressing: outside the scope,
  // the busiest route skips the compression hook's work on every request.
  await app.register(submitRoutes);
  await app.register(compressedResponseRoutes);
};
