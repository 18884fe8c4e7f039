import type { Config } from "./config.js";
import type { Database, DatabaseHandle } from "./db/client.js";
import type { FileStorage } from "./lib/file-storage.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    fileStorage: FileStorage;
  }
}
