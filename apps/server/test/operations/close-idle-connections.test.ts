import http from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { type App, buildApp } from "../../src/app.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/databases.js";
import { createMemoryMailer } from "../support/memory-mailer.js";
import { testConfig } from "../support/test-app.js";

// Far below the 72 s keep-alive timeout a lingering connection would hold the close for.
const PROMPTLY_MS = 5_000;

type Started = { app: App; url: string; database: TestDatabase };
const started: Started[] = [];

afterEach(async () => {
  for (const { app, database } of started.splice(0)) {
    await app.close();
    await database.destroy();
  }
});

async function startApp(kind: "pglite" | "postgres", routes: (app: App) => void): Promise<Started> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({ config: testConfig(), database, mailer: createMemoryMailer() });
  routes(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const entry = { app, url: `http://127.0.0.1:${port}`, database };
  started.push(entry);
  return entry;
}

/** Resolves once the server has stopped listening, which is when it drops the idle connections. */
async function stoppedListening(app: App) {
  while (app.server.listening) await new Promise((resolve) => setImmediate(resolve));
}

/** A keep-alive GET: resolves with the response as soon as its headers arrive. */
function getKeptAlive(url: string, agent: http.Agent): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent }, resolve).on("error", reject);
  });
}

function readBody(response: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => {
      body += chunk;
    });
    response.on("end", () => resolve(body));
    response.on("error", reject);
  });
}

function settlesWithin<T>(promise: Promise<T>, ms: number): Promise<"settled" | "still open"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"still open">((resolve) => {
    timer = setTimeout(() => resolve("still open"), ms);
  });
  return Promise.race([promise.then(() => "settled" as const), late]).finally(() =>
    clearTimeout(timer),
  );
}

describe.each(databaseKinds())("closing the server with keep-alive clients on %s", (kind) => {
  it("a response still being sent when the shutdown begins finishes, and then the close ends at once", async () => {
    const body = new PassThrough();
    const { app, url } = await startApp(kind, (app) => {
      app.get("/test/streaming", (_request, reply) => reply.type("text/plain").send(body));
    });
    const agent = new http.Agent({ keepAlive: true });
    body.write("first half, ");
    const response = await getKeptAlive(`${url}/test/streaming`, agent);
    const received = readBody(response);

    const closing = app.close();
    await stoppedListening(app);
    body.end("second half");

    expect(await received).toBe("first half, second half");
    expect(await settlesWithin(closing, PROMPTLY_MS)).toBe("settled");
    agent.destroy();
  });

  it("a response not yet started when the shutdown begins asks the client to close its connection", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let markArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      markArrived = resolve;
    });
    const { app, url } = await startApp(kind, (app) => {
      app.get("/test/waiting", async () => {
        markArrived();
        await answered;
        return { done: true };
      });
    });
    const agent = new http.Agent({ keepAlive: true });
    const responded = getKeptAlive(`${url}/test/waiting`, agent);
    await arrived;

    const closing = app.close();
    await stoppedListening(app);
    answer();

    const response = await responded;
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe("close");
    expect(JSON.parse(await readBody(response))).toEqual({ done: true });
    expect(await settlesWithin(closing, PROMPTLY_MS)).toBe("settled");
    agent.destroy();
  });
});
