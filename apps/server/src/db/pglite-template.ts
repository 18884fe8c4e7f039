import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_TEMPLATE_FILE, PGLITE_TEMPLATE_INFO_FILE } from "../paths.js";

// A new embedded database starts from a copy of a freshly initialised data directory, made once
// by `npm run db:template -w apps/server` and kept in the repository, instead of running initdb:
// measured on a 2-core machine, opening a new directory took 0.9–1.5 s with a peak RSS of
// 390–415 MB from the copy, against 4.4–6.6 s and 620–840 MB through initdb. The copy serves
// only the PGlite release that made it; with any other, a new database is initialised as before.

type TemplateInfo = { pglite: string };

/** The release of PGlite installed here, read from its package (which does not export it). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const packageFile = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(packageFile, "utf8")) as { version: string }).version;
}

/** The PGlite release the kept template was made by, or undefined when there is none. */
export function templatePgliteVersion(): string | undefined {
  if (!existsSync(PGLITE_TEMPLATE_INFO_FILE)) return undefined;
  return (JSON.parse(readFileSync(PGLITE_TEMPLATE_INFO_FILE, "utf8")) as TemplateInfo).pglite;
}

/** The template as PGlite's `loadDataDir` takes it, when it fits the installed PGlite. */
export function readPgliteTemplate(): Blob | undefined {
  try {
    if (templatePgliteVersion() !== installedPgliteVersion()) return undefined;
    return new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
  } catch {
    // Unreadable or half-written: initdb makes the database as it did before templates.
    return undefined;
  }
}

/** Whether PGlite would initialise this directory (new or empty), rather than open a database. */
export function isNewPgliteDir(dataDir: string | undefined): boolean {
  return dataDir === undefined || !existsSync(path.join(dataDir, "PG_VERSION"));
}

/** Makes the template anew with the installed PGlite (after upgrading it). */
export async function writePgliteTemplate(): Promise<{ bytes: number; pglite: string }> {
  const client = await PGlite.create();
  try {
    const dump = await client.dumpDataDir("gzip");
    writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    const info: TemplateInfo = { pglite: installedPgliteVersion() };
    writeFileSync(PGLITE_TEMPLATE_INFO_FILE, `${JSON.stringify(info, null, 2)}\n`);
    return { bytes: dump.size, pglite: info.pglite };
  } finally {
    await client.close();
  }
}
