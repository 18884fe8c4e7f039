import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { oidcIdentities, ssoSignInCodes, users } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

/** The account an identity of the provider is linked to, if it is. */
export async function findUserByIdentity(
  db: Database,
  { issuer, subject }: { issuer: string; subject: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(oidcIdentities)
    .innerJoin(users, eq(users.id, oidcIdentities.userId))
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/** Links the identity; a concurrent sign-in that linked it first wins, quietly. */
export async function linkIdentity(
  db: Database,
  { userId, issuer, subject }: { userId: string; issuer: string; subject: string },
): Promise<void> {
  await db
    .insert(oidcIdentities)
    .values({ id: newId(), userId, issuer, subject })
    .onConflictDoNothing();
}

export async function insertSignInCode(
  db: Database,
  { codeHash, userId, expiresAt }: { codeHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(ssoSignInCodes).values({ codeHash, userId, expiresAt });
}

/** Deletes the code and answers its user's id: a code is good once, and only before it expires. */
export async function takeSignInCode(db: Database, codeHash: string): Promise<string | undefined> {
  const [row] = await db
    .delete(ssoSignInCodes)
    .where(and(eq(ssoSignInCodes.codeHash, codeHash), gt(ssoSignInCodes.expiresAt, sql`now()`)))
    .returning({ userId: ssoSignInCodes.userId });
  return row?.userId;
}

/** Codes nobody came back for. */
export async function deleteExpiredSignInCodes(db: Database): Promise<void> {
  await db.delete(ssoSignInCodes).where(lt(ssoSignInCodes.expiresAt, sql`now()`));
}
