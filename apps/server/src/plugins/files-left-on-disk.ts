import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createLocalStorage } from "../lib/file-storage/local-storage.js";

/**
 * Says at start-up when DATA_DIR/uploads holds files that the configured STORAGE never reads:
 * a server moved to DATABASE_URL keeps its files on disk until they are copied.
 */
export const filesLeftOnDiskPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onReady", async () => {
    const { driver } = app.config.storage;
    if (driver === "local") return;
    const count = (await createLocalStorage(app.config.dataDir).list()).length;
    if (count === 0) return;
    app.log.warn(
      { count, storage: driver },
      `${count} uploaded files are in DATA_DIR/uploads, which STORAGE=${driver} does not read: ` +
        `copy them with npm run storage:migrate -- --to ${driver}, then remove that folder`,
    );
  });
});
