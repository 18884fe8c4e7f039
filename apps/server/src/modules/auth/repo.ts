import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { ResetTokenRow, UserRow } from "../../db/rows.js";
import { oneTimeCodes, passwordResetTokens, users } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

/** Marks a pending account as signed up for more than once; undefined once it is verified. */
export async function markRegisteredAgain(
  db: Database,
  email: string,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ registeredMoreThanOnce: true, updatedAt: sql`now()` })
    .where(and(eq(users.email, email), eq(users.isVerified, false)))
    .returning();
  return user;
}

/** Stores a new email-verification code, replacing (and so voiding) any earlier one. */
export async function replaceVerificationCode(
  db: Database,
  { userId, codeHash, expiresAt }: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(oneTimeCodes)
    .values({ id: newId(), userId, purpose: "verify_email", codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [oneTimeCodes.userId, oneTimeCodes.purpose],
      set: { codeHash, expiresAt, attempts: 0, consumedAt: null, createdAt: sql`now()` },
    });
}

/**
 * Spends one guess of the live code of a pending account, atomically and before the guess is
 * compared, so concurrent guesses never exceed the limit. One statement whatever the address: an
 * unknown, verified or deactivated one, or a used, expired or exhausted code, all find no row.
 */
export async function reserveGuess(
  db: Database,
  email: string,
  maxGuesses: number,
): Promise<{ codeId: string; codeHash: string; userId: string } | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .from(users)
    .where(
      and(
        eq(oneTimeCodes.userId, users.id),
        eq(users.email, email),
        eq(users.isVerified, false),
        eq(users.active, true),
        eq(oneTimeCodes.purpose, "verify_email"),
        isNull(oneTimeCodes.consumedAt),
        sql`${oneTimeCodes.expiresAt} > now()`,
        sql`${oneTimeCodes.attempts} < ${maxGuesses}`,
      ),
    )
    .returning({
      codeId: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      userId: oneTimeCodes.userId,
    });
  return row;
}

/** Marks the code used; false when another request used it first. */
export async function consumeVerificationCode(db: Database, codeId: string): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** A new reset link retires every earlier one of the user. */
export async function replaceResetToken(
  db: Database,
  { userId, tokenHash, expiresAt }: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ id: newId(), userId, tokenHash, expiresAt });
  });
}

/** Takes the token out of use and answers its row, or undefined when it was not usable. */
export async function consumeResetToken(
  db: Database,
  tokenHash: string,
): Promise<ResetTokenRow | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  return row;
}

export async function deleteResetTokens(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
