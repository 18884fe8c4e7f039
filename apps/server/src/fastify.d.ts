import type { Config } from "./config.js";
import type { Database, DatabaseHandle } from "./db/client.js";
import type { BackgroundWork } from "./lib/background-work.js";
import type { FileStorage } from "./lib/file-storage.js";
import type { WebhookDeps } from "./modules/webhooks/send-webhook.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    fileStorage: FileStorage;
    /** Work started after a reply is sent; closing the app waits for it. */
    afterReply: BackgroundWork;
    /** The durable job queue's worker: woken when a submission has added jobs. */
    jobs: { wake(): void; ownerMailIntervalMs: number; webhookDeps: WebhookDeps };
  }
}
