import type { Database } from "../../db/client.js";
import { hashPassword } from "../../lib/password-hash.js";
import { findUserByEmail, insertUser, updateUser } from "./repo.js";

type AdminAccount = { email: string; password: string; name?: string };

/**
 * Creates that admin, or turns the existing account into an active, verified admin with this
 * password (ending its sessions). Answers whether the account was created.
 */
export async function ensureAdmin(
  db: Database,
  { email, password, name }: AdminAccount,
): Promise<{ isCreated: boolean }> {
  const canonicalEmail = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, canonicalEmail);
  const flags = { role: "admin", isVerified: true, active: true, passwordHash } as const;
  if (existing) {
    await updateUser(
      db,
      existing.id,
      { ...flags, ...(name ? { name } : {}) },
      { revokeSessions: true },
    );
    return { isCreated: false };
  }
  await insertUser(db, { ...flags, email: canonicalEmail, name: name ?? "Administrator" });
  return { isCreated: true };
}
