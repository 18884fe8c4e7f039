import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createJobWorker } from "../lib/job-queue.js";
import {
  MAIL_RECIPIENT_JOB,
  mailRecipientJob,
} from "../modules/notifications/mail-recipient-job.js";
import {
  NOTIFY_OWNER_JOB,
  notifyOwnerJob,
  OWNER_MAIL_INTERVAL_MS,
} from "../modules/notifications/notify-owner-job.js";
import {
  RESPONDENT_COPY_JOB,
  respondentCopyJob,
} from "../modules/notifications/respondent-copy-job.js";
import {
  DELETE_EXPIRED_PARTIALS_JOB,
  deleteExpiredPartialsJob,
  scheduleExpiredPartialsJob,
} from "../modules/partials/delete-expired-partials-job.js";
import type { CircuitBreaker } from "../modules/webhooks/circuit-breaker.js";
import {
  DELIVER_WEBHOOK_JOB,
  deliverWebhookJob,
  WEBHOOK_SLOTS_PER_WEBHOOK,
} from "../modules/webhooks/deliver-webhook-job.js";

export type JobWorkerTuning = {
  pollMs?: number;
  retryBaseMs?: number;
  /** The owner's mail interval (a minute); tests shorten it. */
  ownerMailIntervalMs?: number;
  /** When a failing webhook is paused (WEBHOOK_PAUSE_AFTER_*); tests trip it sooner. */
  breaker?: CircuitBreaker;
};

/** Owner mails have slots of their own: however busy the webhooks, a mail never waits on them. */
const OWNER_MAIL_SLOTS = 2;

/**
 * The one worker of the durable job queue: started once the server listens (so a backlog never
 * delays the start), stopped (after the jobs under way) when the app closes. Jobs are rows, so a
 * restart finds the ones still to do.
 */
export const jobWorkerPlugin = fp(async (app: FastifyInstance, tuning: JobWorkerTuning) => {
  const ownerMailIntervalMs = tuning.ownerMailIntervalMs ?? OWNER_MAIL_INTERVAL_MS;
  const webhookDeps = {
    db: app.db,
    allowPrivate: app.config.webhookAllowPrivate,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  const deliverDeps = { ...webhookDeps, breaker: tuning.breaker ?? app.config.webhookBreaker };
  const ownerDeps = { db: app.db, intervalMs: ownerMailIntervalMs };
  const recipientDeps = { ...ownerDeps, mailer: app.mailer, publicUrl: app.config.publicUrl };
  const worker = createJobWorker({
    db: app.db,
    log: app.log,
    leaseMs: app.config.jobLeaseMs,
    pollMs: tuning.pollMs,
    retryBaseMs: tuning.retryBaseMs,
    handlers: {
      [DELIVER_WEBHOOK_JOB]: (job) => deliverWebhookJob(deliverDeps, job),
      [NOTIFY_OWNER_JOB]: (job) => notifyOwnerJob(ownerDeps, job),
      [MAIL_RECIPIENT_JOB]: (job) => mailRecipientJob(recipientDeps, job),
      [RESPONDENT_COPY_JOB]: (job) =>
        respondentCopyJob({ db: app.db, mailer: app.mailer, log: app.log }, job),
      [DELETE_EXPIRED_PARTIALS_JOB]: () => deleteExpiredPartialsJob({ db: app.db, log: app.log }),
    },
    lanes: [
      // The hourly expiry of partial responses is quick: it shares the mails' lane.
      {
        kinds: [
          NOTIFY_OWNER_JOB,
          MAIL_RECIPIENT_JOB,
          RESPONDENT_COPY_JOB,
          DELETE_EXPIRED_PARTIALS_JOB,
        ],
        slots: OWNER_MAIL_SLOTS,
      },
      {
        kinds: [DELIVER_WEBHOOK_JOB],
        slots: app.config.jobConcurrency,
        slotsPerGroup: WEBHOOK_SLOTS_PER_WEBHOOK,
      },
    ],
  });
  app.decorate("jobs", {
    start: worker.start,
    wake: worker.wake,
    ownerMailIntervalMs,
    webhookDeps,
  });
  app.addHook("onListen", async () => {
    await scheduleExpiredPartialsJob(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, "the expiry of partial responses could not be scheduled"),
    );
    worker.start();
  });
  // Before the database closes (an onClose hook of main.ts): the jobs under way must record
  // their outcome, or they would run again after the restart.
  app.addHook("preClose", async () => worker.stop());
});
