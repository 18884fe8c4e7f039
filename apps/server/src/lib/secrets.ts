import { createHmac, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client.js";
import { serverSecrets, twoFactorSecrets } from "../db/schema.js";
import { openSecret, sealSecret } from "./secret-box.js";

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

/** The purpose whose key seals the authenticator apps' TOTP secrets (two_factor_secrets). */
export const TWO_FACTOR_KEY_PURPOSE = "two-factor-secrets";

/**
 * Replaces the generated master secret: everything signed with the old one (sessions, one-time
 * codes, captcha challenges, file links) stops being accepted by each server once it restarts.
 * The TOTP secrets sealed with the old one are sealed again with the new one in the same
 * transaction, so authenticator apps keep working.
 */
export async function rotateMasterSecret(db: Database): Promise<void> {
  const value = generateSecret();
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, MASTER_SECRET))
      .for("update");
    await tx
      .insert(serverSecrets)
      .values({ name: MASTER_SECRET, value })
      .onConflictDoUpdate({ target: serverSecrets.name, set: { value, createdAt: sql`now()` } });
    if (old) await resealTwoFactorSecrets(tx, old.value, value);
  });
}

async function resealTwoFactorSecrets(tx: Transaction, oldMaster: string, newMaster: string) {
  const oldKey = deriveKey(oldMaster, TWO_FACTOR_KEY_PURPOSE);
  const newKey = deriveKey(newMaster, TWO_FACTOR_KEY_PURPOSE);
  const rows = await tx.select().from(twoFactorSecrets);
  for (const row of rows) {
    const secret = openSecret(oldKey, row.encryptedSecret);
    if (secret === null) continue;
    await tx
      .update(twoFactorSecrets)
      .set({ encryptedSecret: sealSecret(newKey, secret) })
      .where(eq(twoFactorSecrets.userId, row.userId));
  }
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
