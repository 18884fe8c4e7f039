// Cold start of the server on a fresh embedded database, then GET /api/health under load.
import autocannon from "autocannon";
import { startServer } from "./support/server.mjs";

export async function run() {
  const server = await startServer();
  try {
    const result = await autocannon({
      url: `${server.url}/api/health`,
      connections: 20,
      duration: 10,
    });
    return [
      ["cold start to listening (fresh PGlite, migrations)", `${server.startupMs.toFixed(0)} ms`],
      [
        "GET /api/health throughput (20 connections, 10 s)",
        `${result.requests.average.toFixed(0)} req/s`,
      ],
      ["GET /api/health latency p50 / p99", `${result.latency.p50} ms / ${result.latency.p99} ms`],
      ["non-2xx answers", String(result.non2xx)],
    ];
  } finally {
    await server.stop();
  }
}
