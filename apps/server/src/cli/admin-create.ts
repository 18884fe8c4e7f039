// `npm run admin:create -- --email E --password P [--name N]`: creates an admin, or makes an
// existing account an admin with that password. Uses the same configuration as the server.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { adminUserFormSchema } from "@formloom/shared";
import { z } from "zod";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { acquireDataDirLock } from "../lib/data-dir-lock.js";
import { ensureAdmin } from "../modules/users/ensure-admin.js";

const argsSchema = z.object({
  email: z.email("--email must be an email address"),
  password: z.string().min(8, "--password must be at least 8 characters").max(53),
  name: adminUserFormSchema.shape.name.optional(),
});

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new Error(
      `${parsed.error.issues.map((issue) => issue.message).join("; ")}\n` +
        "usage: npm run admin:create -- --email E --password P [--name N]",
    );
  }
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const releaseLock = config.databaseUrl ? () => {} : acquireDataDirLock(config.dataDir);
  const database = config.databaseUrl
    ? await openDatabase({ databaseUrl: config.databaseUrl })
    : await openDatabase({ pgliteDir: path.join(config.dataDir, "db") });
  try {
    await database.migrate();
    const { isCreated } = await ensureAdmin(database.db, parsed.data);
    console.log(`${isCreated ? "Created" : "Updated"} the admin ${parsed.data.email}.`);
  } finally {
    await database.close();
    releaseLock();
  }
}

main().catch((error: unknown) => {
  console.error(`admin:create failed: ${(error as Error).message}`);
  process.exit(1);
});
