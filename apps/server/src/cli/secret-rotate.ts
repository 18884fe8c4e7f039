// `npm run secret:rotate`: replaces the generated master secret kept in the database, ending every
// session. Uses the same configuration as the server; on the embedded database, stop it first.
import { loadConfig } from "../config.js";
import { rotateMasterSecret } from "../lib/secrets.js";
import { REPO_ROOT } from "../paths.js";
import { withConfiguredDatabase } from "./with-configured-database.js";

async function main(): Promise<void> {
  process.umask(0o077);
  // npm runs this with apps/server as its directory; the server's `npm start` runs from the root.
  const config = loadConfig(process.env, { cwd: REPO_ROOT });
  if (config.jwtSecret) {
    throw new Error(
      "JWT_SECRET is set, so it is the secret: give every server a new value instead",
    );
  }
  await withConfiguredDatabase(config, (database) => rotateMasterSecret(database.db));
  console.log(
    "Rotated the master secret. Restart every server now: each keeps the old one until it restarts, and every session ends.",
  );
}

main().catch((error: unknown) => {
  console.error(`secret:rotate failed: ${(error as Error).message}`);
  process.exit(1);
});
