import { mkdirSync } from "node:fs";
import path from "node:path";
import { saveFormBodySchema } from "@formloom/shared";
import { type Database, openDatabase } from "../../src/db/client.js";
import { resolveMasterSecret } from "../../src/lib/secrets.js";
import { createForm } from "../../src/modules/forms/service.js";
import { insertUser } from "../../src/modules/users/repo.js";
import { ownerAccess } from "./access.js";
import { formBody } from "./forms.js";

/** Puts a user's public form in a migrated database; answers the ids a test needs. */
export async function seedPublicForm(db: Database, body: Record<string, unknown> = formBody()) {
  const owner = await insertUser(db, {
    name: "Ada",
    email: "owner@example.org",
    passwordHash: "not-a-hash",
    isVerified: true,
  });
  const form = await createForm(db, {
    access: ownerAccess(owner.id),
    draft: saveFormBodySchema.parse({ isPublic: true, ...body }),
  });
  return { ownerId: owner.id, formId: form._id, questionIds: form.questions.map((q) => q._id) };
}

/**
 * The same in the embedded database of a DATA_DIR, migrated first, before any server opens it;
 * also answers the master secret the server will sign with (kept in that database).
 */
export async function seedDataDir(dataDir: string, body: Record<string, unknown> = formBody()) {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await database.migrate();
    const seeded = await seedPublicForm(database.db, body);
    const secret = await resolveMasterSecret({ jwtSecret: undefined, dataDir, db: database.db });
    return { ...seeded, secret };
  } finally {
    await database.close();
  }
}
