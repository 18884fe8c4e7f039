import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { describeDatabaseError } from "../lib/database-failures.js";

export type DatabaseOutage = {
  /** Counts a request the database could not serve; only the first of an outage is logged. */
  report(error: unknown): void;
  /** The database answered again: logs how many requests the outage cost, once. */
  recover(): void;
};

declare module "fastify" {
  interface FastifyInstance {
    databaseOutage: DatabaseOutage;
  }
}

const PROBE_EVERY_MS = 2000;

/**
 * One log line when the database stops answering and one when it is back (with the number
 * of requests answered 503 meanwhile), however many requests fail in between: a restart
 * under load once wrote a 4.6 KB error line per request.
 */
export function createDatabaseOutage(
  log: FastifyBaseLogger,
  ping: () => Promise<void>,
  probeEveryMs = PROBE_EVERY_MS,
): DatabaseOutage & { stop(): void } {
  let failures = 0;
  let since = 0;
  let probe: NodeJS.Timeout | undefined;

  const scheduleProbe = () => {
    probe = setTimeout(() => {
      ping().then(recover, scheduleProbe);
    }, probeEveryMs);
    probe.unref();
  };
  const recover = () => {
    if (failures === 0) return;
    clearTimeout(probe);
    log.info(
      { failedRequests: failures, downForMs: Date.now() - since },
      "database available again",
    );
    failures = 0;
  };
  return {
    report(error) {
      failures += 1;
      if (failures > 1) return;
      since = Date.now();
      log.error(
        { err: describeDatabaseError(error) ?? { message: String(error) } },
        "database unavailable: requests that need it answer 503 until it is back",
      );
      scheduleProbe();
    },
    recover,
    stop: () => clearTimeout(probe),
  };
}

export const databaseOutagePlugin = fp(async (app: FastifyInstance) => {
  const outage = createDatabaseOutage(app.log, () => app.database.ping());
  app.decorate("databaseOutage", outage);
  app.addHook("onClose", async () => outage.stop());
});
