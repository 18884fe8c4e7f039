import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postWebhook } from "../../src/lib/post-webhook.js";
import { startReceiver } from "../support/webhook-receiver.js";

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const receivers: Receiver[] = [];
afterEach(async () => {
  for (const receiver of receivers.splice(0)) await receiver.close();
});

/** A loopback port nothing listens on: one the kernel gave out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const post = (url: string, { allowPrivate = true, timeoutMs = 5_000 } = {}) =>
  postWebhook({ url, body: "{}", headers: {}, allowPrivate, timeoutMs });

// Each failure is told in one of a few fixed words: the raw error named the address and port,
// which let an owner map what answers inside the server's network.
describe("postWebhook's failures", () => {
  it("names a closed port 'Could not connect', without the address or port", async () => {
    const port = await closedPort();
    const failure = await post(`http://127.0.0.1:${port}/hook`).catch((error: Error) => error);
    expect((failure as Error).message).toBe("Could not connect");
    expect((failure as Error).message).not.toContain(String(port));
  });

  it("names a private address 'Refused: private address', without the address", async () => {
    await expect(post("http://[::127.0.0.1]:9/hook", { allowPrivate: false })).rejects.toThrow(
      /^Refused: private address$/,
    );
  });

  it("names a host that does not resolve 'Could not resolve the host'", async () => {
    await expect(post("http://nothing-here.invalid/hook")).rejects.toThrow(
      /^Could not resolve the host$/,
    );
  });

  it("names https to a server speaking plain http 'TLS error'", async () => {
    const hooks = await startReceiver(() => 200);
    receivers.push(hooks);
    await expect(post(hooks.url.replace("http:", "https:"))).rejects.toThrow(/^TLS error$/);
  });

  it("names a receiver that holds the request past the timeout 'Timed out after …'", async () => {
    const hooks = await startReceiver(() => null);
    receivers.push(hooks);
    await expect(post(hooks.url, { timeoutMs: 200 })).rejects.toThrow(/^Timed out after 0.2 s$/);
  });
});
