import rateLimit from "@fastify/rate-limit";
import Fastify, { LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/client.js";
import { createBackgroundWork } from "./lib/background-work.js";
import { createFileStorage } from "./lib/file-storage/create-file-storage.js";
import { loggerOptions } from "./lib/logger.js";
import type { Mailer } from "./lib/mailer.js";
import { serverTimeoutOptions } from "./lib/server-timeouts.js";
import { adminUserRoutes } from "./modules/admin-users/routes.js";
import { apiKeyRoutes } from "./modules/api-keys/routes.js";
import { adminAuditRoutes } from "./modules/audit/admin-routes.js";
import { authRoutes } from "./modules/auth/routes.js";
import { formUnlockRoutes } from "./modules/form-password/routes.js";
import { formRoutes } from "./modules/forms/routes.js";
import { funnelRoutes } from "./modules/funnel/routes.js";
import { healthRoutes } from "./modules/health/routes.js";
import { optionImageRoutes } from "./modules/option-images/routes.js";
import { partialRoutes } from "./modules/partials/routes.js";
import { publicConfigRoutes } from "./modules/public-config/routes.js";
import { regexRoutes } from "./modules/regex/routes.js";
import { createExportSlots, type ExportLimits } from "./modules/responses/export/export-slots.js";
import { responseRoutes } from "./modules/responses/routes.js";
import {
  STORE_RESPONSES,
  STORE_RESPONSES_SQL,
  storeResponsesParams,
} from "./modules/responses/submit/store-responses.js";
import { createSubmissionBatcher } from "./modules/responses/submit/submission-batcher.js";
import { savedThemeRoutes } from "./modules/saved-themes/routes.js";
import { ssoRoutes } from "./modules/sso/routes.js";
import { templateRoutes } from "./modules/templates/routes.js";
import { themeImageRoutes } from "./modules/theme-images/routes.js";
import { twoFactorRoutes } from "./modules/two-factor/routes.js";
import { uploadRoutes } from "./modules/uploads/routes.js";
import { userRoutes } from "./modules/users/routes.js";
import { webhookRoutes } from "./modules/webhooks/routes.js";
import { workspaceAuditRoutes } from "./modules/workspaces/audit-routes.js";
import { invitationRoutes } from "./modules/workspaces/invitation-routes.js";
import { workspaceRoutes } from "./modules/workspaces/routes.js";
import { accountsPlugin } from "./plugins/accounts.js";
import { apiDocsPlugin } from "./plugins/api-docs.js";
import { auditRetentionPlugin } from "./plugins/audit-retention.js";
import { authenticationPlugin } from "./plugins/authentication.js";
import { drainConnectionsPlugin } from "./plugins/drain-connections.js";
import { embedScriptPlugin } from "./plugins/embed-script.js";
import { answerFrameworkError, errorHandlerPlugin } from "./plugins/error-handler.js";
import { filesLeftOnDiskPlugin } from "./plugins/files-left-on-disk.js";
import { freedMemoryPlugin } from "./plugins/freed-memory.js";
import { type JobWorkerTuning, jobWorkerPlugin } from "./plugins/job-worker.js";
import { metricsPlugin } from "./plugins/metrics.js";
import { rateLimitsPlugin } from "./plugins/rate-limits.js";
import { requestLoggingPlugin } from "./plugins/request-logging.js";
import { securityHeadersPlugin } from "./plugins/security-headers.js";
import { rateLimitStoreOptions, sharedRedisPlugin } from "./plugins/shared-redis.js";
import { uploadSweepPlugin } from "./plugins/upload-sweep.js";
import { webAppPlugin } from "./plugins/web-app.js";

export type App = Awaited<ReturnType<typeof buildApp>>;
export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Replaces the configured mail delivery (tests). */
  mailer?: Mailer;
  /** Receives the log lines instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
  /** Shorter polls, retries and mail interval (tests). */
  jobs?: JobWorkerTuning;
  /** Fewer export slots and a shorter wait for one (tests). */
  exportLimits?: ExportLimits;
};

/** Builds the whole app on an open, migrated database; tests build it too. */
export async function buildApp({
  config,
  database,
  mailer,
  logStream,
  jobs,
  exportLimits,
}: AppOptions) {
  const logger = loggerOptions(config);
  const app = Fastify({
    logger:
      typeof logger === "object" && logStream
        ? { ...logger, transport: undefined, stream: logStream }
        : logger,
    // Fastify's own request lines are off: plugins/request-logging.ts writes one per request.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxySetting(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1_048_576,
    ...serverTimeoutOptions(config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", database);
  app.decorate("db", database.db);
  app.decorate("fileStorage", await createFileStorage(config, database.db));
  app.decorate("afterReply", createBackgroundWork());
  app.addHook("onClose", app.afterReply.settle);
  app.decorate(
    "submissions",
    createSubmissionBatcher((batch) =>
      database.executeNamed(STORE_RESPONSES, STORE_RESPONSES_SQL, storeResponsesParams(batch)),
    ),
  );
  app.addHook("onClose", app.submissions.drain);
  app.decorate("exportSlots", createExportSlots(exportLimits));
  app.addHook("onClose", () => app.fileStorage.close());

  // Infrastructure first, then the API, then the web app that catches every other GET.
  await app.register(errorHandlerPlugin);
  await app.register(requestLoggingPlugin);
  await app.register(drainConnectionsPlugin);
  await app.register(metricsPlugin);
  await app.register(securityHeadersPlugin, {
    isHttps: config.publicUrl.startsWith("https:"),
    captchaProvider: config.captcha.provider,
  });
  // Routes opt in with the named limits of plugins/rate-limits.ts, counted in Redis when set.
  await app.register(sharedRedisPlugin, { config });
  await app.register(rateLimit, { global: false, ...rateLimitStoreOptions(app.sharedRedis) });
  await app.register(rateLimitsPlugin, { factor: config.rateLimitFactor });
  await app.register(apiDocsPlugin);
  await app.register(accountsPlugin, { config, mailer });
  await app.register(authenticationPlugin);
  await app.register(uploadSweepPlugin);
  await app.register(auditRetentionPlugin);
  await app.register(freedMemoryPlugin);
  await app.register(filesLeftOnDiskPlugin);
  await app.register(jobWorkerPlugin, jobs ?? {});

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(publicConfigRoutes);
      await api.register(authRoutes);
      await api.register(ssoRoutes);
      await api.register(userRoutes);
      await api.register(twoFactorRoutes);
      await api.register(apiKeyRoutes);
      await api.register(workspaceRoutes);
      await api.register(invitationRoutes);
      await api.register(workspaceAuditRoutes);
      await api.register(adminAuditRoutes);
      await api.register(formRoutes);
      await api.register(formUnlockRoutes);
      await api.register(templateRoutes);
      await api.register(savedThemeRoutes);
      await api.register(regexRoutes);
      await api.register(adminUserRoutes);
      await api.register(uploadRoutes);
      await api.register(themeImageRoutes);
      await api.register(optionImageRoutes);
      await api.register(responseRoutes);
      await api.register(partialRoutes);
      await api.register(funnelRoutes);
      await api.register(webhookRoutes);
    },
    { prefix: "/api" },
  );

  await app.register(embedScriptPlugin);
  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}

function trustProxySetting(trustProxy: Config["trustProxy"]) {
  return typeof trustProxy === "number"
    ? (_address: string, hop: number) => hop < trustProxy
    : trustProxy;
}
