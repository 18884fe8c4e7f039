import type { Database } from "../../db/client.js";
import { FileMissingError, type FileStorage } from "../../lib/file-storage/file-storage.js";
import { findStoredFilesPage } from "./repo.js";

const FILES_PER_PAGE = 200;

export type CopyReport = {
  copied: number;
  copiedBytes: number;
  /** Already in the target at their recorded size: an earlier run copied them. */
  skipped: number;
  /** Recorded, but not in the source either: nothing to copy. */
  missing: string[];
};

/**
 * Copies every file a row records from one storage to another, one at a time, streamed. A file
 * already in the target at its recorded size is skipped, so a run cut short is simply run again;
 * one there at another size (a copy cut short) is copied anew. The source is left as it was.
 */
export async function copyStoredFiles(
  { db, from, to }: { db: Database; from: FileStorage; to: FileStorage },
  onCopied: (report: CopyReport) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, copiedBytes: 0, skipped: 0, missing: [] };
  let afterId: string | undefined;
  for (;;) {
    const page = await findStoredFilesPage(db, afterId, FILES_PER_PAGE);
    for (const file of page) {
      if ((await to.sizeOf(file.storageKey)) === file.sizeBytes) {
        report.skipped += 1;
        continue;
      }
      const content = await from.read(file.storageKey).catch((error: unknown) => {
        if (error instanceof FileMissingError) return undefined;
        throw error;
      });
      if (!content) {
        report.missing.push(file.storageKey);
        continue;
      }
      const size = await to.write(file.storageKey, content);
      if (size !== file.sizeBytes) {
        throw new Error(
          `${file.storageKey} holds ${size} bytes where ${file.sizeBytes} were recorded`,
        );
      }
      report.copied += 1;
      report.copiedBytes += size;
      onCopied(report);
    }
    if (page.length < FILES_PER_PAGE) return report;
    afterId = page.at(-1)?.id;
  }
}
