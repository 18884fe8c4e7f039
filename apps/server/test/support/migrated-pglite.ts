import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of an embedded database with every migration run, made once per test run. */
    migratedPgliteDump: string;
  }
}

/**
 * Vitest's global setup: every test file opens its embedded databases from one migrated copy
 * instead of running the migrations again, which took most of a new database's second.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  const dumpFile = path.join(tmpdir(), `formloom-migrated-pglite-${process.pid}.tar.gz`);
  try {
    await database.migrate();
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error("An embedded database should be able to dump its data directory");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("migratedPgliteDump", dumpFile);
  return () => rm(dumpFile, { force: true });
}
