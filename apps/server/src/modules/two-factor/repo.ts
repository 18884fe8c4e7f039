import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { twoFactorRecoveryCodes, twoFactorSecrets, users } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;

export async function findTwoFactorSecret(
  db: Database,
  userId: string,
): Promise<TwoFactorSecretRow | undefined> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

/** A set-up started again replaces the secret that was never confirmed. */
export async function savePendingSecret(
  db: Database,
  userId: string,
  encryptedSecret: string,
): Promise<void> {
  await db
    .insert(twoFactorSecrets)
    .values({ userId, encryptedSecret })
    .onConflictDoUpdate({
      target: twoFactorSecrets.userId,
      set: { encryptedSecret, lastUsedStep: null, createdAt: sql`now()` },
    });
}

/**
 * Moves the last accepted step forward only if no other request took this step or a later one
 * first: two sign-ins racing with one code cannot both pass.
 */
export async function claimTimeStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactorSecrets)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(twoFactorSecrets.userId, userId),
        sql`(${twoFactorSecrets.lastUsedStep} is null or ${twoFactorSecrets.lastUsedStep} < ${step})`,
      ),
    )
    .returning({ userId: twoFactorSecrets.userId });
  return claimed.length === 1;
}

/** Marks the code used; false when it is unknown or was used already (also by a racing request). */
export async function useRecoveryCode(
  db: Database,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, codeHash),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length === 1;
}

/** Replaces every recovery code of the user with these. */
export async function replaceRecoveryCodes(
  db: Database,
  userId: string,
  codeHashes: string[],
): Promise<void> {
  await db.transaction((tx) => writeRecoveryCodes(tx, userId, codeHashes));
}

async function writeRecoveryCodes(tx: Transaction, userId: string, codeHashes: string[]) {
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ id: newId(), userId, codeHash })));
}

/** Turns two-factor on and stores the recovery codes, in one transaction. */
export async function enableTwoFactor(
  db: Database,
  userId: string,
  codeHashes: string[],
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    await writeRecoveryCodes(tx, userId, codeHashes);
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return user;
  });
}

/** Turns two-factor off: the secret and every recovery code go. */
export async function deleteTwoFactor(db: Database, userId: string): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    const [user] = await tx
      .update(users)
      .set({ twoFactorEnabledAt: null, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return user;
  });
}
