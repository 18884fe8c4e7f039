// `npm run secret:rotate`: replaces the generated master secret kept in the database, ending every
// session. Uses the same configuration as the server; on the embedded database, stop it first.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { acquireDataDirLock } from "../lib/data-dir-lock.js";
import { rotateMasterSecret } from "../lib/secrets.js";
import { REPO_ROOT } from "../paths.js";

async function main(): Promise<void> {
  process.umask(0o077);
  // npm runs this with apps/server as its directory; the server's `npm start` runs from the root.
  const config = loadConfig(process.env, { cwd: REPO_ROOT });
  if (config.jwtSecret) {
    throw new Error(
      "JWT_SECRET is set, so it is the secret: give every server a new value instead",
    );
  }
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ pgliteDir: path.join(config.dataDir, "db") });
  try {
    await database.migrate();
    await rotateMasterSecret(database.db);
    console.log(
      "Rotated the master secret. Restart every server now: each keeps the old one until it restarts, and every session ends.",
    );
  } finally {
    await database.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(`secret:rotate failed: ${(error as Error).message}`);
  process.exit(1);
});
