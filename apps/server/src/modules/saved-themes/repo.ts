import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import type { SavedThemeRow } from "../../db/rows.js";
import { savedThemes, workspaces } from "../../db/schema.js";
import { newId } from "../../lib/ids.js";

type Executor = Database | Transaction;
type ThemeRef = { workspaceId: string; themeId: string };

export async function listWorkspaceThemes(
  db: Executor,
  workspaceId: string,
): Promise<SavedThemeRow[]> {
  return db
    .select()
    .from(savedThemes)
    .where(eq(savedThemes.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${savedThemes.name})`), asc(savedThemes.id));
}

/**
 * Holds the workspace's row until the transaction ends, so two saves at once cannot both pass
 * the count and overshoot the cap.
 */
export async function lockWorkspace(tx: Transaction, workspaceId: string): Promise<void> {
  await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("update");
}

export async function countWorkspaceThemes(db: Executor, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedThemes)
    .where(eq(savedThemes.workspaceId, workspaceId));
  return row?.total ?? 0;
}

export async function insertSavedTheme(
  db: Executor,
  values: { workspaceId: string; name: string; theme: unknown; createdBy: string },
): Promise<SavedThemeRow> {
  const [row] = await db
    .insert(savedThemes)
    .values({ id: newId(), ...values })
    .returning();
  return row as SavedThemeRow;
}

export async function updateSavedTheme(
  db: Executor,
  { workspaceId, themeId }: ThemeRef,
  changes: { name?: string; theme?: unknown },
): Promise<SavedThemeRow | undefined> {
  const [row] = await db
    .update(savedThemes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(savedThemes.id, themeId), eq(savedThemes.workspaceId, workspaceId)))
    .returning();
  return row;
}

export async function deleteSavedTheme(
  db: Executor,
  { workspaceId, themeId }: ThemeRef,
): Promise<{ name: string } | undefined> {
  const [deleted] = await db
    .delete(savedThemes)
    .where(and(eq(savedThemes.id, themeId), eq(savedThemes.workspaceId, workspaceId)))
    .returning({ name: savedThemes.name });
  return deleted;
}
