import { and, asc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import type { UploadedFileRow } from "../../db/rows.js";
import { forms, formVersions, uploadedFiles } from "../../db/schema.js";

export async function insertUploadedFile(
  db: Database,
  row: typeof uploadedFiles.$inferInsert,
): Promise<void> {
  await db.insert(uploadedFiles).values(row);
}

/** The file with the workspace of its form, for the download check. */
export async function findFileWithWorkspace(db: Database, fileId: string) {
  const [row] = await db
    .select({ file: uploadedFiles, workspaceId: forms.workspaceId })
    .from(uploadedFiles)
    .innerJoin(forms, eq(forms.id, uploadedFiles.formId))
    .where(eq(uploadedFiles.id, fileId))
    .limit(1);
  return row;
}

/** Files uploaded for that form and question and not yet used by a response. */
export async function findAttachableFiles(
  db: Database,
  formId: string,
  fileIds: string[],
): Promise<Pick<UploadedFileRow, "id" | "questionId">[]> {
  if (fileIds.length === 0) return [];
  return db
    .select({ id: uploadedFiles.id, questionId: uploadedFiles.questionId })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.formId, formId),
        eq(uploadedFiles.purpose, "answer"),
        inArray(uploadedFiles.id, fileIds),
        isNull(uploadedFiles.responseId),
      ),
    );
}

/**
 * Removes the records of answer files no response took within the grace period; answers their
 * keys. Theme images stay with their form.
 */
export async function deleteUnreferencedFiles(db: Database, olderThan: Date): Promise<string[]> {
  const rows = await db
    .delete(uploadedFiles)
    .where(
      and(
        isNull(uploadedFiles.responseId),
        eq(uploadedFiles.purpose, "answer"),
        lt(uploadedFiles.createdAt, sql`${olderThan.toISOString()}::timestamptz`),
      ),
    )
    .returning({ storageKey: uploadedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

/**
 * Removes the records of theme images uploaded before the cutoff that their form's theme no
 * longer shows (replaced, removed, or never saved); answers their keys.
 */
export async function deleteUnusedThemeImages(db: Database, olderThan: Date): Promise<string[]> {
  const theme = sql`${forms.settings} -> 'theme'`;
  const rows = await db
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.purpose, "theme"),
        lt(uploadedFiles.createdAt, sql`${olderThan.toISOString()}::timestamptz`),
        sql`NOT EXISTS (
          SELECT 1 FROM ${forms}
          WHERE ${forms.id} = ${uploadedFiles.formId}
            AND ${uploadedFiles.id}::text IN (
              ${theme} -> 'logo' ->> 'imageId',
              ${theme} -> 'backgroundImage' ->> 'imageId'
            )
        )`,
      ),
    )
    .returning({ storageKey: uploadedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

/**
 * Removes the records of option pictures uploaded before the cutoff that no version of their
 * form shows (replaced, removed, or never saved); answers their keys. A picture an older version
 * shows stays: its responses' summary shows it beside its option.
 */
export async function deleteUnusedOptionImages(db: Database, olderThan: Date): Promise<string[]> {
  const rows = await db
    .delete(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.purpose, "option"),
        lt(uploadedFiles.createdAt, sql`${olderThan.toISOString()}::timestamptz`),
        sql`NOT EXISTS (
          SELECT 1 FROM ${formVersions}
          WHERE ${formVersions.formId} = ${uploadedFiles.formId}
            AND jsonb_path_exists(
              ${formVersions.questions},
              '$[*].optionImages[*].imageId ? (@ == $id)',
              jsonb_build_object('id', ${uploadedFiles.id}::text)
            )
        )`,
      ),
    )
    .returning({ storageKey: uploadedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

/** The storage keys of the rows with these ids. */
export async function findStorageKeys(db: Database, fileIds: string[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .select({ storageKey: uploadedFiles.storageKey })
    .from(uploadedFiles)
    .where(inArray(uploadedFiles.id, fileIds));
  return rows.map((row) => row.storageKey);
}

/** One page of the recorded files, in id order after `afterId` (for copying every file). */
export async function findStoredFilesPage(
  db: Database,
  afterId: string | undefined,
  limit: number,
) {
  return db
    .select({
      id: uploadedFiles.id,
      storageKey: uploadedFiles.storageKey,
      sizeBytes: uploadedFiles.sizeBytes,
    })
    .from(uploadedFiles)
    .where(afterId ? gt(uploadedFiles.id, afterId) : undefined)
    .orderBy(asc(uploadedFiles.id))
    .limit(limit);
}

/** The names these files of a form were uploaded under, by id. */
export async function findFileNames(
  db: Database,
  formId: string,
  fileIds: string[],
): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: uploadedFiles.id, name: uploadedFiles.originalName })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.formId, formId), inArray(uploadedFiles.id, fileIds)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
