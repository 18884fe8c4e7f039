import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const SERVER_DIR = path.resolve(import.meta.dirname, "../..");

/** Runs a TypeScript file of this package in its own Node process, as production would. */
export function spawnTypeScript(
  file: string,
  { env = {}, args = [] }: { env?: NodeJS.ProcessEnv; args?: string[] } = {},
): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", file, ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Collects a child's output and resolves when a line matches, or rejects if it exits first. */
export function waitForOutput(
  child: ChildProcess,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        cleanup();
        resolve(match);
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`process exited (${code}) before printing ${pattern}:\n${output}`));
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`timed out waiting for ${pattern}:\n${output}`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stderr?.off("data", onData);
      child.off("exit", onExit);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", onExit);
  });
}

export function waitForExit(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve({ code: child.exitCode, output });
    child.on("exit", (code) => resolve({ code, output }));
  });
}
