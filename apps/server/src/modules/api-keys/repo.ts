import { and, count, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { ApiKeyRow, UserRow } from "../../db/rows.js";
import { apiKeys, users } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

const LAST_USE_STEP = sql`interval '1 minute'`;

export async function listUserApiKeys(db: Database, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function countUserApiKeys(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
  return row?.total ?? 0;
}

export async function insertApiKey(
  db: Database,
  values: Omit<ApiKeyRow, "id" | "createdAt" | "lastUsedAt">,
): Promise<ApiKeyRow> {
  const [row] = await db
    .insert(apiKeys)
    .values({ id: newId(), ...values })
    .returning();
  return row as ApiKeyRow;
}

export async function deleteApiKey(
  db: Database,
  { userId, keyId }: { userId: string; keyId: string },
): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

/** The unexpired key with that hash and its owner, in one query. */
export async function findLiveApiKey(
  db: Database,
  keyHash: string,
): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > now()`),
      ),
    );
  return row;
}

/** Records a use unless one was recorded within the last minute. */
export async function touchApiKey(db: Database, keyId: string): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - ${LAST_USE_STEP}`)),
      ),
    );
}
