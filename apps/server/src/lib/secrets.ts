import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { serverSecrets } from "../db/schema.js";

const SECRET_FILE = "secret.key";
const MASTER_SECRET = "master";

/**
 * The master secret: JWT_SECRET when set, otherwise one generated at first start and kept in the
 * database, so every server on a shared PostgreSQL signs and checks with the same keys. An older
 * installation's DATA_DIR/secret.key is adopted when the database has none yet, so its sessions
 * survive the upgrade.
 */
export async function resolveMasterSecret({
  jwtSecret,
  dataDir,
  db,
}: {
  jwtSecret: string | undefined;
  dataDir: string;
  db: Database;
}): Promise<string> {
  if (jwtSecret) return jwtSecret;
  return keepSecretOnce(db, MASTER_SECRET, readSecretFile(dataDir) ?? generateSecret());
}

/**
 * Replaces the generated master secret: everything signed with the old one (sessions, one-time
 * codes, captcha challenges, file links) stops being accepted by each server once it restarts.
 */
export async function rotateMasterSecret(db: Database): Promise<void> {
  const value = generateSecret();
  await db
    .insert(serverSecrets)
    .values({ name: MASTER_SECRET, value })
    .onConflictDoUpdate({ target: serverSecrets.name, set: { value, createdAt: sql`now()` } });
}

/**
 * Stores `candidate` unless a secret of that name is already kept, then reads back the one kept:
 * servers starting at the same moment on an empty database all end up with the first one written.
 */
async function keepSecretOnce(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [kept] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!kept) throw new Error(`The server secret "${name}" vanished as it was being stored`);
  return kept.value;
}

function readSecretFile(dataDir: string): string | undefined {
  const file = path.join(dataDir, SECRET_FILE);
  return existsSync(file) ? readFileSync(file, "utf8").trim() || undefined : undefined;
}

function generateSecret(): string {
  return randomBytes(48).toString("base64url");
}

/** One key per purpose, so a key leaking from one use says nothing about the others. */
export function deriveKey(masterSecret: string, purpose: string): string {
  return createHmac("sha256", masterSecret).update(`formloom:${purpose}`).digest("base64url");
}
