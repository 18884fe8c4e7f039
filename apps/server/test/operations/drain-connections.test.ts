import http from "node:http";
import net, { type AddressInfo } from "node:net";
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

  it("a request sent on a kept-alive connection as the server stops listening is answered 503, not reset", async () => {
    let secondRequest = () => {};
    const { app, url } = await startApp(kind, (app) => {
      // The last preClose hook: the server stops listening right after it.
      app.addHook("preClose", async () => {
        secondRequest();
      });
    });
    const { port } = new URL(url);
    const socket = net.connect(Number(port), "127.0.0.1");
    socket.on("error", () => {});
    let received = "";
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    const firstAnswered = new Promise<void>((resolve) => {
      socket.on("data", (chunk: Buffer) => {
        received += chunk.toString("latin1");
        if (received.includes('"message":"OK"')) resolve();
      });
    });
    const get = "GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    socket.write(get);
    await firstAnswered;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    received = "";

    // As a busy client does: the next request follows the last answer on the same connection,
    // and arrives just as the shutdown closes the server.
    secondRequest = () => socket.write(get);
    const closing = app.close();
    await closed;

    expect(received).toMatch(/^HTTP\/1\.1 503 /);
    expect(received.toLowerCase()).toContain("connection: close");
    expect(await settlesWithin(closing, PROMPTLY_MS)).toBe("settled");
  });
});
