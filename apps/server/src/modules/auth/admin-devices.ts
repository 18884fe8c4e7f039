import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { adminDevices } from "../../db/schema.js";
import { generateResetToken, hashResetToken } from "../../lib/one-time-secrets.js";

/** The browsers remembered per admin; the least recently used is forgotten first. */
const DEVICES_KEPT = 20;

export type AdminDevice = { token: string; isNew: boolean };

/**
 * The browser an admin signs in from: the one its cookie names when this admin used it before,
 * else a new one (a new token, remembered from now on).
 */
export async function recognizeAdminDevice(
  db: Database | Transaction,
  userId: string,
  presented: string | undefined,
): Promise<AdminDevice> {
  if (presented) {
    const seen = await db
      .update(adminDevices)
      .set({ lastSeenAt: new Date() })
      .where(
        and(eq(adminDevices.userId, userId), eq(adminDevices.tokenHash, hashResetToken(presented))),
      )
      .returning({ userId: adminDevices.userId });
    if (seen.length > 0) return { token: presented, isNew: false };
  }
  const token = generateResetToken();
  await db.insert(adminDevices).values({ userId, tokenHash: hashResetToken(token) });
  await forgetOldDevices(db, userId);
  return { token, isNew: true };
}

async function forgetOldDevices(db: Database | Transaction, userId: string): Promise<void> {
  const kept = await db
    .select({ tokenHash: adminDevices.tokenHash })
    .from(adminDevices)
    .where(eq(adminDevices.userId, userId))
    .orderBy(desc(adminDevices.lastSeenAt))
    .limit(DEVICES_KEPT);
  if (kept.length < DEVICES_KEPT) return;
  await db.delete(adminDevices).where(
    and(
      eq(adminDevices.userId, userId),
      notInArray(
        adminDevices.tokenHash,
        kept.map((device) => device.tokenHash),
      ),
    ),
  );
}
