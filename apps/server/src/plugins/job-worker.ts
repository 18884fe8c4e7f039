import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJobWorker } from "../lib/job-queue.js";
import {
  NOTIFY_OWNER_JOB,
  notifyOwnerJob,
  OWNER_MAIL_INTERVAL_MS,
} from "../modules/notifications/notify-owner-job.js";
import { DELIVER_WEBHOOK_JOB, deliverWebhookJob } from "../modules/webhooks/deliver-webhook-job.js";

export type JobWorkerTuning = {
  pollMs?: number;
  retryBaseMs?: number;
  /** The owner's mail interval (a minute); tests shorten it. */
  ownerMailIntervalMs?: number;
};

/**
 * The one worker of the durable job queue: started with the app, stopped (after the jobs under
 * way) when it closes. Jobs are rows, so a restart finds the ones still to do.
 */
export const jobWorkerPlugin = fp(async (app: FastifyInstance, tuning: JobWorkerTuning) => {
  const ownerMailIntervalMs = tuning.ownerMailIntervalMs ?? OWNER_MAIL_INTERVAL_MS;
  const webhookDeps = { db: app.db, allowPrivate: app.config.webhookAllowPrivate, log: app.log };
  const ownerDeps = {
    db: app.db,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    intervalMs: ownerMailIntervalMs,
  };
  const worker = createJobWorker({
    db: app.db,
    log: app.log,
    leaseMs: app.config.jobLeaseMs,
    pollMs: tuning.pollMs,
    retryBaseMs: tuning.retryBaseMs,
    handlers: {
      [DELIVER_WEBHOOK_JOB]: (job) => deliverWebhookJob(webhookDeps, job),
      [NOTIFY_OWNER_JOB]: (job) => notifyOwnerJob(ownerDeps, job),
    },
  });
  app.decorate("jobs", { wake: worker.wake, ownerMailIntervalMs, webhookDeps });
  app.addHook("onReady", async () => worker.start());
  // Before the database closes (an onClose hook of main.ts): the jobs under way must record
  // their outcome, or they would run again after the restart.
  app.addHook("preClose", async () => worker.stop());
});
