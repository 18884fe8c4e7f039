import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spawnTypeScript, waitForExit, waitForOutput } from "./support/processes.js";
import { openDescriptors, postHead, type RawRequest, sendRaw, sleep } from "./support/raw-http.js";

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
const STALLED = 1000;
const running: Array<ReturnType<typeof spawnTypeScript>> = [];

afterEach(async () => {
  for (const child of running.splice(0)) {
    child.kill("SIGKILL");
    await waitForExit(child);
  }
});

async function startServer(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-timeouts-"));
  const child = spawnTypeScript("src/main.ts", {
    env: { DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info", ...env },
  });
  running.push(child);
  const [, url] = await waitForOutput(child, LISTENING);
  return { child, url: url ?? "", sockets: () => countSockets(child.pid ?? 0) };
}

const countSockets = (pid: number) =>
  openDescriptors(pid).filter((target) => target.startsWith("socket:")).length;

/** A submission whose body announces 1 KB and sends 10 bytes, then nothing more. */
function stalledSubmission(url: string): RawRequest {
  const head = postHead("/api/responses/01a20000-0000-7000-8000-000000000000", {
    "Content-Type": "application/json",
    "Content-Length": 1024,
  });
  return sendRaw(url, `${head}{"answers"`);
}

describe("request timeouts", () => {
  it(`closes ${STALLED} connections whose bodies stall, once the client has been silent too long`, async () => {
    const server = await startServer({ IDLE_TIMEOUT_MS: "2000", REQUEST_TIMEOUT_MS: "10000" });
    const baseline = server.sockets();
    const started = Date.now();
    const requests = Array.from({ length: STALLED }, () => stalledSubmission(server.url));
    await Promise.all(requests.map((request) => once(request.socket, "connect")));
    // A connection the kernel accepted may not have reached the server's accept yet.
    for (let tries = 0; tries < 20 && server.sockets() - baseline < STALLED; tries += 1) {
      await sleep(50);
    }
    const held = server.sockets() - baseline;

    const closedWithin = await Promise.race([
      Promise.all(requests.map((request) => request.answer)).then(() => Date.now() - started),
      sleep(8000).then(() => Number.POSITIVE_INFINITY),
    ]);
    await sleep(200);
    const left = server.sockets() - baseline;
    for (const request of requests) request.socket.destroy();
    console.info(
      `stalled bodies: ${held} sockets held once connected, all closed after ${closedWithin} ms, ${left} left`,
    );

    expect(held).toBeGreaterThan(STALLED * 0.9);
    expect(closedWithin).toBeLessThan(8000);
    expect(left).toBeLessThanOrEqual(2);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 60_000);

  it("answers 408 to a client that trickles its body past the request timeout", async () => {
    const server = await startServer({ IDLE_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "1500" });
    const request = stalledSubmission(server.url);
    const trickle = setInterval(() => request.socket.write(" "), 200);
    const answer = await Promise.race([request.answer, sleep(5000).then(() => "still open")]);
    clearInterval(trickle);
    request.socket.destroy();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 30_000);
});
