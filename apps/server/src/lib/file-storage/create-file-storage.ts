import type { Config } from "../../config.js";
import type { Database } from "../../db/client.js";
import { createDatabaseStorage } from "./database-storage.js";
import type { FileStorage } from "./file-storage.js";
import { createLocalStorage } from "./local-storage.js";
import { createS3Storage } from "./s3-storage.js";

/** The store STORAGE names, sharing the app's database connection for the database driver. */
export function createFileStorage(
  { storage, dataDir }: Pick<Config, "storage" | "dataDir">,
  db: Database,
): FileStorage {
  switch (storage.driver) {
    case "local":
      return createLocalStorage(dataDir);
    case "database":
      return createDatabaseStorage(db);
    case "s3":
      return createS3Storage(storage.s3);
  }
}
