import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { uploadedFiles } from "../../db/schema.js";

/** An option's picture by its id, whichever form it belongs to. */
export async function findOptionImage(db: Database, imageId: string) {
  const [row] = await db
    .select({
      storageKey: uploadedFiles.storageKey,
      mimeType: uploadedFiles.mimeType,
      sizeBytes: uploadedFiles.sizeBytes,
    })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, imageId), eq(uploadedFiles.purpose, "option")))
    .limit(1);
  return row;
}

/** Which of these ids are option pictures uploaded for the form. */
export async function findFormOptionImageIds(
  db: Database,
  formId: string,
  imageIds: string[],
): Promise<Set<string>> {
  if (imageIds.length === 0) return new Set();
  const rows = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(
      and(
        eq(uploadedFiles.formId, formId),
        eq(uploadedFiles.purpose, "option"),
        inArray(uploadedFiles.id, imageIds),
      ),
    );
  return new Set(rows.map((row) => row.id));
}
