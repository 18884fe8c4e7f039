import type { FastifyInstance } from "fastify";
import { deleteUnreferencedFiles, findStorageKeys } from "./repo.js";

const GRACE_PERIOD_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60 * 60_000;
const IDS_PER_QUERY = 500;

/**
 * Removes files uploaded more than a day ago that no submitted response references, and files
 * as old that no row records at all (an upload cut short by a crash), so nothing fills the disk.
 */
export async function sweepUnreferencedUploads(
  app: FastifyInstance,
  now = Date.now(),
): Promise<number> {
  const cutoff = new Date(now - GRACE_PERIOD_MS);
  const storageKeys = await deleteUnreferencedFiles(app.db, cutoff);
  await app.fileStorage.remove(storageKeys);
  const strays = await findStrayFiles(app, cutoff);
  await app.fileStorage.remove(strays);
  return storageKeys.length + strays.length;
}

/** Files on disk, last written before the cutoff, whose name no row holds. */
async function findStrayFiles(app: FastifyInstance, cutoff: Date): Promise<string[]> {
  const onDisk = await app.fileStorage.listKeys();
  const strays: string[] = [];
  for (let start = 0; start < onDisk.length; start += IDS_PER_QUERY) {
    const batch = onDisk.slice(start, start + IDS_PER_QUERY);
    // A key is the file's id and an extension; ids are the table's primary key.
    const ids = batch.map((key) => key.split(".")[0] ?? "").filter(isUuid);
    const recorded = new Set(await findStorageKeys(app.db, ids));
    for (const key of batch) {
      if (recorded.has(key)) continue;
      const modifiedAt = await app.fileStorage.modifiedAt(key);
      if (modifiedAt && modifiedAt < cutoff) strays.push(key);
    }
  }
  return strays;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isUuid = (value: string) => UUID.test(value);

/** Sweeps every hour while the server runs. */
export function scheduleUploadSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      sweepUnreferencedUploads(app).then(
        (count) => count > 0 && app.log.info({ count }, "swept unreferenced uploads"),
        (error: unknown) => app.log.error({ err: error }, "upload sweep failed"),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
