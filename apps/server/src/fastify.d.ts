import type { Config } from "./config.js";
import type { Database, DatabaseHandle } from "./db/client.js";
import type { BackgroundWork } from "./lib/background-work.js";
import type { FileStorage } from "./lib/file-storage.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    fileStorage: FileStorage;
    /** Work started after a reply is sent; closing the app waits for it. */
    afterReply: BackgroundWork;
  }
}
