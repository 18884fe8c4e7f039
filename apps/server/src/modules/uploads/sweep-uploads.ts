import type { FastifyInstance } from "fastify";
import { deleteUnreferencedFiles } from "./repo.js";

const GRACE_PERIOD_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;

/** Removes files uploaded more than a day ago that no submitted response references. */
export async function sweepUnreferencedUploads(
  app: FastifyInstance,
  now = Date.now(),
): Promise<number> {
  const storageKeys = await deleteUnreferencedFiles(app.db, new Date(now - GRACE_PERIOD_MS));
  await app.fileStorage.remove(storageKeys);
  return storageKeys.length;
}

/** Sweeps every hour while the server runs. */
export function scheduleUploadSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      sweepUnreferencedUploads(app).then(
        (count) => count > 0 && app.log.info({ count }, "swept unreferenced uploads"),
        (error: unknown) => app.log.error({ err: error }, "upload sweep failed"),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
