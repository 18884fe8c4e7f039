import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { createDatabaseStorage } from "./database-storage.js";
import type { FileStorage } from "./file-storage.js";
import { createLocalStorage } from "./local-storage.js";

/**
 * The store STORAGE names, sharing the app's database connection for the database driver. The
 * S3 SDK is loaded only when S3 is the store: it took about 20 MB a server kept for nothing.
 */
export async function createFileStorage(
  { storage, dataDir }: Pick<Config, "storage" | "dataDir">,
  db: Database,
): Promise<FileStorage> {
  switch (storage.driver) {
    case "local":
      return createLocalStorage(dataDir);
    case "database":
      return createDatabaseStorage(db);
    case "s3":
      return (await import("./s3-storage.js")).createS3Storage(storage.s3);
  }
}
