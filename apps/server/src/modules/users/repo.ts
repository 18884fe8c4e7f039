import { count, desc, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { UserRow } from "../../db/rows.js";
import { apiKeys, users, workspaceMembers, workspaces } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

type NewUser = Omit<typeof users.$inferInsert, "id">;
type UserChanges = Partial<Omit<UserRow, "id" | "createdAt" | "updatedAt" | "tokenVersion">>;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** A user's own workspace, made with the account: its forms live there until moved. */
async function insertPersonalWorkspace(tx: Transaction, userId: string): Promise<void> {
  const workspaceId = newId();
  await tx.insert(workspaces).values({ id: workspaceId, name: "Personal", personalOf: userId });
  await tx.insert(workspaceMembers).values({ workspaceId, userId, role: "owner" });
}

/** The account and its personal workspace, together: every user has one. */
export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ id: newId(), ...values })
      .returning();
    if (!user) throw new Error("insert into users returned no row");
    await insertPersonalWorkspace(tx, user.id);
    return user;
  });
}

/** Applies the changes; `revokeSessions` also invalidates every token issued so far. */
export async function updateUser(
  db: Database,
  id: string,
  changes: UserChanges,
  { revokeSessions = false } = {},
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({
      ...changes,
      updatedAt: sql`now()`,
      ...(revokeSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/**
 * Deactivates the account with the changes given: every session ends, and every API key is
 * deleted in the same transaction, so a later reactivation revives neither.
 */
export async function deactivateUser(
  db: Database,
  id: string,
  changes: Omit<UserChanges, "active">,
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        ...changes,
        active: false,
        updatedAt: sql`now()`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, id))
      .returning();
    await tx.delete(apiKeys).where(eq(apiKeys.userId, id));
    return user;
  });
}

export async function deleteUser(db: Database, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** Admin users list: the people who use the product (role user), newest first. */
export async function listRegularUsers(
  db: Database,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const isRegular = eq(users.role, "user");
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(isRegular)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(isRegular),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
