import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedHook = { headers: IncomingMessage["headers"]; body: string };

/**
 * A local HTTP server standing in for a webhook receiver. `answer` picks each reply's status
 * (or null to hold the request open); `next()` resolves with the next request received.
 */
export async function startReceiver(answer: (hook: ReceivedHook, index: number) => number | null) {
  const received: ReceivedHook[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      const hook = { headers: request.headers, body };
      const status = answer(hook, received.length);
      received.push(hook);
      if (status === null) held.push(response);
      else response.writeHead(status).end("ok");
      for (const waiter of waiters.filter((item) => received.length >= item.count)) {
        waiter.resolve();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    /** Resolves once `count` requests in all have arrived. */
    waitFor: (count: number) =>
      new Promise<void>((resolve) => {
        if (received.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
