import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../db/client.js";
import { countDueJobs } from "./job-queue.js";
import type { SharedRedisMode } from "./shared-redis.js";

/** The route label of requests no route matched: the raw URL would give a series per path. */
export const UNMATCHED_ROUTE = "unmatched";

export type Metrics = {
  registry: Registry;
  observeRequest(request: {
    method: string;
    route: string;
    statusCode: number;
    seconds: number;
  }): void;
  /** A submission answered: 201 is accepted, any other status a refusal. */
  countSubmission(statusCode: number): void;
};

/**
 * The server's Prometheus metrics, in a registry of its own (tests build many apps in one
 * process). Pool and queue figures are read when scraped, not counted on every query or job.
 */
export function createMetrics(
  database: DatabaseHandle,
  /** Where rate limits are counted now, when Redis is configured (lib/shared-redis.ts). */
  sharedLimitsMode?: () => SharedRedisMode | undefined,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by route pattern and status",
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to the end of its answer, by route pattern and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const submissions = new Counter({
    name: "formloom_submissions_total",
    help: "Form submissions answered: accepted (201) or refused, with the status given",
    labelNames: ["outcome", "status_code"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "formloom_jobs_due",
    help: "Background jobs (webhooks, owner mails) due now and not yet taken by a worker",
    registers: [registry],
    async collect() {
      // A scrape during a database outage still answers, with this one figure unknown.
      this.set(await countDueJobs(database.db).catch(() => Number.NaN));
    },
  });
  if (database.kind === "postgres") registerPoolGauges(registry, database);
  if (sharedLimitsMode) registerSharedLimitsGauge(registry, sharedLimitsMode);

  return {
    registry,
    observeRequest: ({ method, route, statusCode, seconds }) => {
      const labels = { method, route, status_code: statusCode };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    countSubmission: (statusCode) => {
      submissions.inc({
        outcome: statusCode === 201 ? "accepted" : "refused",
        status_code: statusCode,
      });
    },
  };
}

const SHARED_LIMITS_MODES: readonly SharedRedisMode[] = ["redis", "fail-open", "memory"];

// 1 for the mode the limits are in, 0 for the others: an alert can watch `mode!="redis"`.
function registerSharedLimitsGauge(
  registry: Registry,
  currentMode: () => SharedRedisMode | undefined,
): void {
  new Gauge({
    name: "formloom_shared_limits",
    help: "Where rate limits are counted: in Redis, nowhere while Redis is briefly away (fail-open), or in each server's memory",
    labelNames: ["mode"] as const,
    registers: [registry],
    collect() {
      const current = currentMode();
      for (const mode of SHARED_LIMITS_MODES) this.set({ mode }, mode === current ? 1 : 0);
    },
  });
}

// PGlite is one in-process connection with no pool: these series exist on PostgreSQL only.
function registerPoolGauges(registry: Registry, database: DatabaseHandle): void {
  const pool = () => database.poolStats() ?? { total: 0, idle: 0, waiting: 0 };
  new Gauge({
    name: "formloom_database_pool_connections_in_use",
    help: "PostgreSQL connections of the pool running a query or transaction",
    registers: [registry],
    collect() {
      const { total, idle } = pool();
      this.set(total - idle);
    },
  });
  new Gauge({
    name: "formloom_database_pool_connections_idle",
    help: "PostgreSQL connections of the pool open and free",
    registers: [registry],
    collect() {
      this.set(pool().idle);
    },
  });
  new Gauge({
    name: "formloom_database_pool_requests_waiting",
    help: "Queries waiting for a free connection of the pool",
    registers: [registry],
    collect() {
      this.set(pool().waiting);
    },
  });
}
