import type { Config } from "./config.js";
import type { Database, DatabaseHandle } from "./db/client.js";
import type { BackgroundWork } from "./lib/background-work.js";
import type { FileStorage } from "./lib/file-storage/file-storage.js";
import type { ExportSlots } from "./modules/responses/export/export-slots.js";
import type { SubmissionBatcher } from "./modules/responses/submit/submission-batcher.js";
import type { WebhookDeps } from "./modules/webhooks/send-webhook.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    fileStorage: FileStorage;
    /** Work started after a reply is sent; closing the app waits for it. */
    afterReply: BackgroundWork;
    /** Group commit of submissions: the responses stored together, a statement per batch. */
    submissions: SubmissionBatcher;
    /** The exports this server runs at once, and the short queue waiting for them. */
    exportSlots: ExportSlots;
    /**
     * The durable job queue's worker: started once the server listens (tests that only inject
     * start it themselves), woken when a submission has added jobs.
     */
    jobs: {
      start(): void;
      wake(): void;
      ownerMailIntervalMs: number;
      webhookDeps: WebhookDeps;
    };
  }
}
