import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { sweepUnreferencedUploads } from "../modules/uploads/sweep-uploads.js";

const SWEEP_EVERY_MS = 60 * 60_000;

/** Sweeps unreferenced uploads every hour while the server runs. */
export const uploadSweepPlugin = fp(async (app: FastifyInstance) => {
  const deps = { db: app.db, fileStorage: app.fileStorage };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      sweepUnreferencedUploads(deps).then(
        (count) => count > 0 && app.log.info({ count }, "swept unreferenced uploads"),
        (error: unknown) => app.log.error({ err: error }, "upload sweep failed"),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
