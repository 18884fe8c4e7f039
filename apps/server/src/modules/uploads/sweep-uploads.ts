import {
  deleteUnreferencedFiles,
  deleteUnusedOptionImages,
  deleteUnusedThemeImages,
  findStorageKeys,
} from "./repo.js";
import type { UploadDeps } from "./store-upload.js";

export const GRACE_PERIOD_MS = 24 * 60 * 60_000;
const IDS_PER_QUERY = 500;

/**
 * Removes files uploaded more than a day ago that no submitted response references, theme images
 * as old that their form's theme no longer shows, option pictures as old that no version of
 * their form shows, and files as old that no row records at all
 * (an upload cut short by a crash), so nothing fills the disk.
 */
export async function sweepUnreferencedUploads(
  deps: UploadDeps,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - GRACE_PERIOD_MS);
  const storageKeys = [
    ...(await deleteUnreferencedFiles(deps.db, cutoff)),
    ...(await deleteUnusedThemeImages(deps.db, cutoff)),
    ...(await deleteUnusedOptionImages(deps.db, cutoff)),
  ];
  await deps.fileStorage.remove(storageKeys);
  const strays = await findStrayFiles(deps, cutoff);
  await deps.fileStorage.remove(strays);
  return storageKeys.length + strays.length;
}

/** Stored files, last written before the cutoff, whose key no row holds. */
async function findStrayFiles({ db, fileStorage }: UploadDeps, cutoff: Date): Promise<string[]> {
  const old = (await fileStorage.list()).filter((file) => file.modifiedAt < cutoff);
  const strays: string[] = [];
  for (let start = 0; start < old.length; start += IDS_PER_QUERY) {
    const batch = old.slice(start, start + IDS_PER_QUERY);
    // A key is the file's id, with an extension on files stored before STORAGE existed; ids are
    // the table's primary key.
    const ids = batch.map(({ key }) => key.split(".")[0] ?? "").filter(isUuid);
    const recorded = new Set(await findStorageKeys(db, ids));
    for (const { key } of batch) if (!recorded.has(key)) strays.push(key);
  }
  return strays;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isUuid = (value: string) => UUID.test(value);
