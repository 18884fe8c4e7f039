import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { deleteExpiredAuditEvents } from "../modules/audit/retention.js";

const CHECK_EVERY_MS = 60 * 60_000;

/** Deletes audit log entries past AUDIT_LOG_RETENTION_DAYS once ready, then every hour. */
export const auditRetentionPlugin = fp(async (app: FastifyInstance) => {
  const retentionDays = app.config.auditLog.retentionDays;
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    deleteExpiredAuditEvents(app.db, { retentionDays, now: new Date() }).then(
      (count) => count > 0 && app.log.info({ count }, "deleted audit log entries past retention"),
      (error: unknown) => app.log.error({ err: error }, "audit log retention failed"),
    );
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(run, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
});
