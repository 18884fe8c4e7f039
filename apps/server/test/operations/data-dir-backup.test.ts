import { createWriteStream, existsSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { describe, expect, it } from "vitest";
import { RestoreRefusedError, restoreBackup } from "../../src/lib/data-dir-backup.js";

type Entry = { name: string; type?: "file" | "symlink"; linkname?: string; body?: string };

/** A gzipped tar of the given entries, as someone crafting a "backup" could make it. */
async function craftArchive(entries: Entry[]): Promise<string> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "formloom-crafted-")), "backup.tgz");
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  for (const { body = "", ...header } of entries) pack.entry(header, body);
  pack.finalize();
  await written;
  return file;
}

const MANIFEST = { name: "formloom-backup.json", body: JSON.stringify({ format: 1 }) };
const DATABASE = { name: "database.tar.gz", body: "dump" };
const neverLoaded = async () => {
  throw new Error("the database must not be loaded from a refused archive");
};

describe("restoreBackup of a crafted archive", () => {
  it.each([
    [{ name: "uploads/../../escaped" }, "unexpected entry"],
    [{ name: "/etc/escaped" }, "unexpected entry"],
    [{ name: "db/PG_VERSION" }, "unexpected entry"],
    [{ name: "uploads/link", type: "symlink", linkname: "/etc/passwd" } as Entry, "symlink"],
  ])("refuses %o and leaves DATA_DIR empty", async (entry, message) => {
    const archive = await craftArchive([MANIFEST, { name: "uploads/ok.pdf", body: "%PDF" }, entry]);
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "formloom-restore-")), "data");
    const restoring = restoreBackup(archive, dataDir, neverLoaded);
    await expect(restoring).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(restoring).rejects.toThrow(message);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(existsSync(path.join(path.dirname(dataDir), "escaped"))).toBe(false);
  });

  it("refuses an archive without the database or the manifest", async () => {
    for (const entries of [[MANIFEST], [DATABASE]]) {
      const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "formloom-restore-")), "data");
      await expect(
        restoreBackup(await craftArchive(entries), dataDir, neverLoaded),
      ).rejects.toThrow("this file is not a Formloom backup");
    }
  });
});
