import { eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { usedCaptchaNonces } from "../db/schema.js";

export type SpentCaptchaNonces = {
  /** Records the nonce as spent, atomically; false when it already was. */
  spend(nonce: string, expiresAt: Date): Promise<boolean>;
  isSpent(nonce: string): Promise<boolean>;
};

// Each spend removes at most this many expired nonces: nonces expire no faster than they are
// spent, so the table stays at about one challenge lifetime of sign-ins.
const SWEEP_BATCH = 20;

/** Spent ALTCHA nonces in the database, so a restart or another instance refuses them too. */
export function createSpentCaptchaNonces(db: Database): SpentCaptchaNonces {
  return {
    spend: async (nonce, expiresAt) => {
      await sweepExpiredNonces(db);
      const rows = await db
        .insert(usedCaptchaNonces)
        .values({ nonce, expiresAt })
        .onConflictDoNothing()
        .returning({ nonce: usedCaptchaNonces.nonce });
      return rows.length === 1;
    },
    isSpent: async (nonce) => {
      const rows = await db
        .select({ nonce: usedCaptchaNonces.nonce })
        .from(usedCaptchaNonces)
        .where(eq(usedCaptchaNonces.nonce, nonce))
        .limit(1);
      return rows.length === 1;
    },
  };
}

async function sweepExpiredNonces(db: Database): Promise<void> {
  // SKIP LOCKED: concurrent sign-ins sweep different rows instead of queueing on the same ones.
  const expired = db
    .select({ nonce: usedCaptchaNonces.nonce })
    .from(usedCaptchaNonces)
    .where(lt(usedCaptchaNonces.expiresAt, sql`now()`))
    .limit(SWEEP_BATCH)
    .for("update", { skipLocked: true });
  await db.delete(usedCaptchaNonces).where(inArray(usedCaptchaNonces.nonce, expired));
}
