import { brotliDecompressSync, gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";
import { listOperations, type Operation } from "./openapi-operations.js";
import { type FuzzRequest, requestArbitrary } from "./request-arbitrary.js";
import { seedFuzzData } from "./seed-fuzz-data.js";

// Every operation of the OpenAPI document, fed schema-shaped and hostile requests: none may
// answer 5xx. FUZZ_SEED replays a run; FUZZ_RUNS sets the requests per operation.
const SEED = Number(process.env.FUZZ_SEED ?? 1_000_003);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 80);
const ERROR_HEADER = "x-fuzz-error";

function describeRequest(request: FuzzRequest): string {
  const payload = Buffer.isBuffer(request.payload) ? "(multipart)" : String(request.payload ?? "");
  return `${request.method} ${request.url} as ${request.tokenName} ${payload.slice(0, 200)}`;
}

/** The body as the client reads it, or undefined when it is not in the encoding it claims. */
function decodedBody(raw: Buffer, encoding: unknown): string | undefined {
  try {
    if (encoding === "gzip") return gunzipSync(raw).toString();
    if (encoding === "br") return brotliDecompressSync(raw).toString();
    return raw.toString();
  } catch {
    return undefined;
  }
}

describe.each(databaseKinds())("the API under fuzzing on %s", (kind) => {
  const context = useTestApp(kind, {
    // Rate limits would answer 429 before the handlers under test run.
    // Single sign-on on, with a provider that does not answer: its routes run, never reach out.
    env: {
      RATE_LIMIT_FACTOR: "1000",
      OIDC_ISSUER: "http://127.0.0.1:1",
      OIDC_CLIENT_ID: "fuzz",
      OIDC_CLIENT_SECRET: "fuzz-secret",
    },
    beforeReady: (app) => {
      // The cause of a 5xx travels back in a header, so a failure names it.
      app.addHook("onError", async (_request, reply, error) => {
        const cause = error.cause instanceof Error ? error.cause.message : error.message;
        reply.header(ERROR_HEADER, encodeURIComponent(cause.slice(0, 200)));
      });
    },
  });

  // Work the app does after replying (a forgot-password lookup) must end before the tables are
  // emptied, or PostgreSQL ends one side as a deadlock.
  async function resetDatabase(): Promise<void> {
    await context.app.afterReply.settle();
    await context.database.reset();
  }

  it("answers every generated request below 500, in its labelled encoding, naming no Fastify error code", async () => {
    const operations = listOperations(context.app.swagger());
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        "PUT /api/forms/{id}/settings",
        "PUT /api/forms/{id}/password",
        "POST /api/forms/{id}/unlock",
        "PUT /api/forms/{id}/translations/{language}",
        "POST /api/forms/{id}/release-scores",
        "POST /api/forms/{id}/webhooks",
        "POST /api/forms/{id}/webhooks/{webhookId}/test",
        "POST /api/forms/{id}/webhooks/{webhookId}/secret",
        "POST /api/forms/{id}/webhooks/{webhookId}/resume",
        "POST /api/users/login/two-factor",
        "POST /api/admin/login/two-factor",
        "POST /api/users/two-factor/setup",
        "POST /api/users/two-factor/confirm",
        "POST /api/users/two-factor/recovery-codes",
        "POST /api/users/two-factor/disable",
        "GET /api/auth/oidc/start",
        "GET /api/auth/oidc/callback",
        "POST /api/auth/oidc/session",
      ]),
    );
    // One line per operation and cause, with the first request that showed it.
    const failures = new Map<string, { count: number; example: string }>();
    const statuses = { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
    const record = (operation: Operation, request: FuzzRequest, cause: string) => {
      const key = `${operation.method} ${operation.path}: ${cause}`;
      const known = failures.get(key);
      if (known) known.count += 1;
      else failures.set(key, { count: 1, example: describeRequest(request) });
    };
    for (const operation of operations) {
      await resetDatabase();
      const data = await seedFuzzData(context);
      await fc.assert(
        fc.asyncProperty(requestArbitrary(operation, data), async (request) => {
          const response = await context.app.inject(request);
          const statusClass = `${String(response.statusCode)[0]}xx` as keyof typeof statuses;
          statuses[statusClass] += 1;
          if (response.statusCode >= 500) {
            const cause = decodeURIComponent(String(response.headers[ERROR_HEADER] ?? ""));
            record(operation, request, `${response.statusCode} ${cause}`);
          }
          const body = decodedBody(response.rawPayload, response.headers["content-encoding"]);
          if (body === undefined) record(operation, request, "body not in its labelled encoding");
          else if (body.includes("FST_ERR")) {
            record(operation, request, `${response.statusCode} names a Fastify error code`);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION },
      );
    }
    const sent = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    console.info(
      `fuzz on ${kind}: ${sent} requests ${JSON.stringify(statuses)}, FUZZ_SEED=${SEED}`,
    );
    expect(Object.fromEntries(failures), `FUZZ_SEED=${SEED} replays this run`).toEqual({});
  }, 300_000);
});
