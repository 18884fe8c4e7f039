import {
  type CreateSavedThemeBody,
  type FormTheme,
  SAVED_THEME_MESSAGES,
  SAVED_THEMES_PER_WORKSPACE_MAX,
  type SavedTheme,
  themeLook,
  type UpdateSavedThemeBody,
} from "@formloom/shared";
import type { Database } from "../../db/client.js";
import type { SavedThemeRow } from "../../db/rows.js";
import { AppError } from "../../lib/app-error.js";
import { isUniqueViolation } from "../../lib/database-errors.js";
import type { Access } from "../../lib/workspace-access.js";
import { type AuditEntry, recordAudit, withAudit } from "../audit/record-audit.js";
import { authorizeWorkspace } from "../workspaces/access.js";
import {
  countWorkspaceThemes,
  deleteSavedTheme as deleteSavedThemeRow,
  insertSavedTheme,
  listWorkspaceThemes,
  lockWorkspace,
  updateSavedTheme as updateSavedThemeRow,
} from "./repo.js";

type WorkspaceRef = { access: Access; workspaceId: string };
type ThemeRef = WorkspaceRef & { themeId: string };

const themeNotFound = () => new AppError("SAVED_THEME_NOT_FOUND", SAVED_THEME_MESSAGES.notFound);

function themeEntry(
  workspaceId: string,
  action: "theme.saved" | "theme.changed" | "theme.deleted",
  themeId: string,
  details: { name: string; fields?: string[] },
): AuditEntry {
  return { workspaceId, action, objectType: "theme", objectId: themeId, details };
}

function toSavedThemeDto(row: SavedThemeRow): SavedTheme {
  return {
    _id: row.id,
    name: row.name,
    theme: row.theme as FormTheme,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// A saved theme keeps the look alone (themeLook): a logo or background belongs to its form.

/** The unique index on the lower-cased name is the rule: a clash becomes the 409 it means. */
async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError("SAVED_THEME_NAME_TAKEN", SAVED_THEME_MESSAGES.nameTaken, {
      errors: { name: SAVED_THEME_MESSAGES.nameTaken },
    });
  }
}

export async function listSavedThemes(db: Database, ref: WorkspaceRef): Promise<SavedTheme[]> {
  const { workspaceId } = await authorizeWorkspace(db, ref.access, ref.workspaceId);
  return (await listWorkspaceThemes(db, workspaceId)).map(toSavedThemeDto);
}

export async function createSavedTheme(
  db: Database,
  { body, ...ref }: WorkspaceRef & { body: CreateSavedThemeBody },
): Promise<SavedTheme> {
  const { workspaceId } = await authorizeWorkspace(db, ref.access, ref.workspaceId);
  const row = await withUniqueName(() =>
    db.transaction(async (tx) => {
      await lockWorkspace(tx, workspaceId);
      if ((await countWorkspaceThemes(tx, workspaceId)) >= SAVED_THEMES_PER_WORKSPACE_MAX) {
        throw new AppError("TOO_MANY_SAVED_THEMES", SAVED_THEME_MESSAGES.tooMany);
      }
      const made = await insertSavedTheme(tx, {
        workspaceId,
        createdBy: ref.access.userId,
        name: body.name,
        theme: themeLook(body.theme),
      });
      await recordAudit(
        tx,
        ref.access.actor,
        themeEntry(workspaceId, "theme.saved", made.id, { name: made.name }),
      );
      return made;
    }),
  );
  return toSavedThemeDto(row);
}

/** A new name, a new look or both; the forms that applied it keep their own copy. */
export async function updateSavedTheme(
  db: Database,
  { changes, ...ref }: ThemeRef & { changes: UpdateSavedThemeBody },
): Promise<SavedTheme> {
  const { workspaceId } = await authorizeWorkspace(db, ref.access, ref.workspaceId);
  const row = await withUniqueName(() =>
    withAudit(
      db,
      ref.access.actor,
      async (tx) => {
        const updated = await updateSavedThemeRow(
          tx,
          { workspaceId, themeId: ref.themeId },
          changes.theme ? { ...changes, theme: themeLook(changes.theme) } : changes,
        );
        if (!updated) throw themeNotFound();
        return updated;
      },
      (updated) =>
        themeEntry(workspaceId, "theme.changed", updated.id, {
          name: updated.name,
          fields: Object.keys(changes),
        }),
    ),
  );
  return toSavedThemeDto(row);
}

export async function deleteSavedTheme(db: Database, ref: ThemeRef): Promise<void> {
  const { workspaceId } = await authorizeWorkspace(db, ref.access, ref.workspaceId);
  await withAudit(
    db,
    ref.access.actor,
    async (tx) => {
      const deleted = await deleteSavedThemeRow(tx, { workspaceId, themeId: ref.themeId });
      if (!deleted) throw themeNotFound();
      return deleted;
    },
    (deleted) => themeEntry(workspaceId, "theme.deleted", ref.themeId, { name: deleted.name }),
  );
}
