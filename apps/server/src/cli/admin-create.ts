// `npm run admin:create -- --email E --password P [--name N]`: creates an admin, or makes an
// existing account an admin with that password. Uses the same configuration as the server.
import { parseArgs } from "node:util";
import { adminUserFormSchema, loginPasswordSchema } from "@formloom/shared";
import { z } from "zod";
import { loadConfig } from "../config.js";
import { ensureAdmin } from "../modules/users/ensure-admin.js";
import { REPO_ROOT } from "../paths.js";
import { withConfiguredDatabase } from "./with-configured-database.js";

const argsSchema = z.object({
  email: z.email("--email must be an email address"),
  password: loginPasswordSchema,
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
  process.umask(0o077);
  // npm runs this with apps/server as its directory; the server's `npm start` runs from the root.
  const config = loadConfig(process.env, { cwd: REPO_ROOT });
  const { isCreated } = await withConfiguredDatabase(config, (database) =>
    ensureAdmin(database.db, parsed.data),
  );
  console.log(`${isCreated ? "Created" : "Updated"} the admin ${parsed.data.email}.`);
}

main().catch((error: unknown) => {
  console.error(`admin:create failed: ${(error as Error).message}`);
  process.exit(1);
});
