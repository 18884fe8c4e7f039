import { and, eq } from "drizzle-orm";
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
