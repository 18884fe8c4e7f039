import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from "../../scripts/build-if-needed.mjs";

export type RunningServer = { url: string; dataDir: string; stop(): Promise<void> };

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/** A port nothing listens on right now, so PUBLIC_URL (mailed links) can name it. */
function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the built server on a free port with a DATA_DIR of its own. */
export async function startServer(env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-e2e-"));
  const port = await findFreePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // A captcha a test browser solves in milliseconds, and room for many sign-ups per run.
      CAPTCHA_COST: "1000",
      RATE_LIMIT_FACTOR: "50",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = await waitForListening(child);
  return {
    url,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(LISTENING);
      if (match?.[1]) {
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        resolve(match[1]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}
