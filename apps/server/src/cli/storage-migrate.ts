// `npm run storage:migrate -- --to database|s3 [--from local|database|s3]`: copies every uploaded
// file into another storage, then says what to set. Resumable: a second run skips what is
// already there. The source is left untouched. Uses the same configuration as the server.
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadConfig, STORAGE_DRIVERS } from "../config.js";
import type { DatabaseHandle } from "../db/client.js";
import { createFileStorage } from "../lib/file-storage/create-file-storage.js";
import type { FileStorage } from "../lib/file-storage/file-storage.js";
import { copyStoredFiles } from "../modules/uploads/copy-stored-files.js";
import { REPO_ROOT } from "../paths.js";
import { withConfiguredDatabase } from "./with-configured-database.js";

const USAGE = "usage: npm run storage:migrate -- --to database|s3 [--from local|database|s3]";

const argsSchema = z
  .object({
    to: z.enum(["database", "s3"], "--to must be database or s3"),
    // Before STORAGE existed every file was on disk: that is where a migration starts.
    from: z.enum(STORAGE_DRIVERS, "--from must be local, database or s3").default("local"),
  })
  .refine((args) => args.to !== args.from, "--from and --to must differ");

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { to: { type: "string" }, from: { type: "string" } },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    throw new Error(`${parsed.error.issues.map((issue) => issue.message).join("; ")}\n${USAGE}`);
  }
  const { from, to } = parsed.data;
  process.umask(0o077);
  // npm runs this with apps/server as its directory; the server's `npm start` runs from the root.
  const configFor = (driver: string) =>
    loadConfig({ ...process.env, STORAGE: driver }, { cwd: REPO_ROOT });
  const [source, target] = [configFor(from), configFor(to)];
  await withConfiguredDatabase(target, async (database) => {
    const fromStorage = await createFileStorage(source, database.db);
    const toStorage = await createFileStorage(target, database.db);
    try {
      await copyAndReport(database, fromStorage, toStorage, { from, to });
    } finally {
      await Promise.all([fromStorage.close(), toStorage.close()]);
    }
  });
}

async function copyAndReport(
  database: DatabaseHandle,
  fromStorage: FileStorage,
  toStorage: FileStorage,
  { from, to }: { from: string; to: string },
): Promise<void> {
  console.log(`Copying the uploaded files from ${from} to ${to}...`);
  const report = await copyStoredFiles(
    { db: database.db, from: fromStorage, to: toStorage },
    ({ copied }) => copied % 100 === 0 && console.log(`  ${copied} copied so far`),
  );
  const megabytes = (report.copiedBytes / 1_048_576).toFixed(1);
  console.log(
    `Copied ${report.copied} files (${megabytes} MB); ${report.skipped} were already there.`,
  );
  for (const key of report.missing) console.warn(`  not in ${from}, not copied: ${key}`);
  console.log(
    `\nNow set STORAGE=${to} on every server${to === "s3" ? " (with the same S3_ variables)" : ""} and restart them.\n` +
      "Run this again after the restart to copy files uploaded in between; " +
      `the files in ${from} are left as they were.`,
  );
}

main().catch((error: unknown) => {
  console.error(`storage:migrate failed: ${(error as Error).message}`);
  process.exit(1);
});
