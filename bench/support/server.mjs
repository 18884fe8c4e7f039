import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from "../../scripts/build-if-needed.mjs";

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/**
 * Starts the built server with a fresh DATA_DIR, removed when it stops, or on `dataDir`, which is
 * then the caller's to remove; resolves with its URL and start-up time. `entry` runs another
 * build of the server (a baseline checkout's, to compare with).
 */
export async function startServer(env = {}, { dataDir: givenDataDir, entry = SERVER_ENTRY } = {}) {
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), "formloom-bench-"));
  const startedAt = performance.now();
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    let output = "";
    const onExit = (code) => reject(new Error(`server exited (${code})`));
    // Once the server listens its log is no longer read: a listener left on stdout would run the
    // pattern over the growing log on every line, taking the load generator's CPU under load.
    const onData = (chunk) => {
      output += chunk;
      const match = output.match(LISTENING);
      if (!match) return;
      child.stdout.off("data", onData);
      child.off("exit", onExit);
      resolve(match[1]);
    };
    child.stdout.on("data", onData);
    child.once("exit", onExit);
  });
  const startupMs = performance.now() - startedAt;
  // Drained unread, so the server never blocks on a full pipe.
  child.stdout.resume();
  return {
    url,
    dataDir,
    pid: child.pid,
    startupMs,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
