import {
  createReadStream,
  createWriteStream,
  existsSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_TEMPLATE_FILE, PGLITE_TEMPLATE_INFO_FILE } from "../paths.js";

// A new embedded database starts from a copy of a freshly initialised data directory, made once
// by `npm run db:template -w apps/server` and kept in the repository, instead of running initdb:
// measured on a 2-core machine, opening a new directory took 0.9–1.5 s with a peak RSS of
// 390–415 MB from the copy, against 4.4–6.6 s and 620–840 MB through initdb. The copy serves
// only the PGlite release that made it; with any other, a new database is initialised as before.
// A new directory on disk is unpacked from the template as a stream before PGlite opens it, rather
// than handed to PGlite's loadDataDir, which unpacks the whole 40 MB tarball in memory: a first
// start then kept about 100 MB more than a restart (bench/idle-memory.mjs).

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
    if (!isTemplateUsable()) return undefined;
    return new Blob([readFileSync(PGLITE_TEMPLATE_FILE)]);
  } catch {
    // Unreadable or half-written: initdb makes the database as it did before templates.
    return undefined;
  }
}

const isTemplateUsable = () => templatePgliteVersion() === installedPgliteVersion();

/**
 * Unpacks the template into a new data directory, whole or not at all (a start cut short leaves
 * only a `.partial` sibling, cleared by the next); false when there is no template that fits.
 */
export async function copyPgliteTemplate(dataDir: string): Promise<boolean> {
  if (!isTemplateUsable()) return false;
  const partial = `${dataDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { recursive: true });
  const tar = await import("tar-stream");
  const extract = tar.extract();
  const entries = (async () => {
    for await (const entry of extract) {
      const target = path.join(partial, entry.header.name);
      if (entry.header.type === "directory") {
        await mkdir(target, { recursive: true });
        entry.resume();
      } else {
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(entry, createWriteStream(target));
      }
    }
  })();
  await Promise.all([
    pipeline(createReadStream(PGLITE_TEMPLATE_FILE), createGunzip(), extract),
    entries,
  ]);
  await rename(partial, dataDir);
  return true;
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
