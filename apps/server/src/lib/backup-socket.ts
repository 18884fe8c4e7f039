import { chmodSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import type { BackupSource } from "./data-dir-backup.js";
import type { Log } from "./log.js";

const SOCKET_FILE = "backup.sock";
export const BACKUP_PATH = "/backup";

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, SOCKET_FILE);
}

/**
 * Lets `npm run backup` ask the running server for a backup: the server holds the embedded
 * database (and DATA_DIR's lock), so only it can dump it consistently. The socket is a file in
 * DATA_DIR readable by the server's own user only, so no network client can reach it and no
 * other local user can either.
 */
export async function serveBackups(
  source: BackupSource,
  log: Log,
): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(source.dataDir);
  // Left by a server killed with -9; we hold DATA_DIR's lock, so it is nobody's.
  rmSync(socketPath, { force: true });
  const server = createServer((request, response) => {
    if (request.method !== "POST" || request.url !== BACKUP_PATH) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/gzip" });
    // Loaded at the first backup: its tar writer is not kept in memory for one command's sake.
    import("./data-dir-backup.js")
      .then(({ writeBackup }) => writeBackup(source, response))
      .then(
        () => log.info({}, "backup written"),
        (error: unknown) => {
          log.error({ err: error }, "backup failed");
          // Cut, so the client sees the backup is incomplete rather than a short file.
          response.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => {
      server.off("error", reject);
      resolve();
    });
  });
  chmodSync(socketPath, 0o600);
  return {
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(socketPath, { force: true });
    },
  };
}
