import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { fileChunks } from "../../src/db/schema.js";
import { AppError } from "../../src/lib/app-error.js";
import { CHUNK_BYTES } from "../../src/lib/file-storage/database-storage.js";
import { FileMissingError } from "../../src/lib/file-storage/file-storage.js";
import { createLocalStorage } from "../../src/lib/file-storage/local-storage.js";
import { startS3Server, storageMatrix } from "../support/storage.js";
import { useTestApp } from "../support/test-app.js";

const s3 = await startS3Server();
afterAll(() => s3?.close());

const streamOf = (bytes: Buffer, pieceBytes = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let start = 0; start < bytes.length; start += pieceBytes) {
        yield bytes.subarray(start, start + pieceBytes);
      }
    })(),
  );

const readAll = async (content: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
};

const patterned = (size: number) => {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) bytes[index] = (index * 31) % 256;
  return bytes;
};

describe.each(storageMatrix(s3))("file storage on %s with STORAGE=%s", (kind, driver, env) => {
  const metricsToken = "operators-token-of-the-tests";
  const context = useTestApp(kind, { env: { ...env, METRICS_TOKEN: metricsToken } });
  const storage = () => context.app.fileStorage;

  it("is the driver STORAGE names, and reachable, as the readiness check asks", async () => {
    expect(storage().driver).toBe(driver);
    await expect(storage().checkReachable()).resolves.toBeUndefined();
    const ready = await context.app.inject({
      method: "GET",
      url: "/api/health/ready",
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(ready.json().data.storage).toBe("up");
  });

  it("gives back what it was given, empty or of many chunks, and replaces a file written again", async () => {
    const big = patterned(3 * CHUNK_BYTES + 1234);
    expect(await storage().write("big.bin", streamOf(big))).toBe(big.length);
    expect((await readAll(await storage().read("big.bin"))).equals(big)).toBe(true);
    expect(await storage().sizeOf("big.bin")).toBe(big.length);

    expect(await storage().write("empty.bin", streamOf(Buffer.alloc(0)))).toBe(0);
    expect((await readAll(await storage().read("empty.bin"))).length).toBe(0);
    expect(await storage().sizeOf("empty.bin")).toBe(0);

    const shorter = Buffer.from("shorter");
    expect(await storage().write("big.bin", streamOf(shorter))).toBe(shorter.length);
    expect((await readAll(await storage().read("big.bin"))).equals(shorter)).toBe(true);
    const listed = await storage().list();
    expect(listed.map((file) => file.key)).toEqual(
      expect.arrayContaining(["big.bin", "empty.bin"]),
    );
    for (const file of listed) expect(Date.now() - file.modifiedAt.getTime()).toBeLessThan(60_000);
  });

  it("says plainly when a file is not there, and removes what is gone without complaint", async () => {
    await expect(storage().read("absent.pdf")).rejects.toBeInstanceOf(FileMissingError);
    expect(await storage().sizeOf("absent.pdf")).toBeUndefined();
    await storage().write("here.pdf", streamOf(Buffer.from("%PDF")));
    await storage().remove(["here.pdf", "absent.pdf"]);
    await expect(storage().read("here.pdf")).rejects.toBeInstanceOf(FileMissingError);
    expect((await storage().list()).map((file) => file.key)).not.toContain("here.pdf");
  });

  it("keeps nothing of a write whose stream fails midway", async () => {
    const failing = Readable.from(
      (async function* () {
        yield patterned(CHUNK_BYTES + 10);
        throw new Error("the upload was cut off");
      })(),
    );
    await expect(storage().write("cut.bin", failing)).rejects.toThrow("the upload was cut off");
    expect(await storage().sizeOf("cut.bin")).toBeUndefined();
  });

  it("refuses a key that could leave its place", async () => {
    await expect(storage().write("../escape", streamOf(Buffer.from("x")))).rejects.toThrow(
      "unsafe storage key",
    );
  });

  it.runIf(driver === "database")(
    "stores a file as chunks of 256 KB, never the whole file at once",
    async () => {
      await storage().write("big.bin", streamOf(patterned(2 * CHUNK_BYTES + 5), 1000));
      const rows = await context.database.db.select().from(fileChunks).orderBy(asc(fileChunks.seq));
      expect(rows.map((row) => [row.seq, row.bytes.length])).toEqual([
        [0, CHUNK_BYTES],
        [1, CHUNK_BYTES],
        [2, 5],
      ]);
    },
  );
});

describe("the local driver on a disk that fails", () => {
  it("refuses a full disk as storage unavailable (a 503), keeping nothing, and passes the sender's own failure through", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-full-disk-"));
    const local = createLocalStorage(dataDir);
    // Every write to /dev/full fails with ENOSPC, as a full disk does.
    mkdirSync(path.join(dataDir, "uploads"));
    symlinkSync("/dev/full", path.join(dataDir, "uploads", "full.bin"));
    const written = local.write("full.bin", streamOf(patterned(100_000)));
    await expect(written).rejects.toBeInstanceOf(AppError);
    await expect(written).rejects.toMatchObject({
      code: "STORAGE_UNAVAILABLE",
      message: "Files cannot be reached right now. Please try again in a moment.",
      cause: expect.objectContaining({ code: "ENOSPC" }),
    });
    expect(await local.sizeOf("full.bin")).toBeUndefined();

    const cut = Readable.from(
      (async function* () {
        yield patterned(10);
        throw new Error("the upload was cut off");
      })(),
    );
    await expect(local.write("cut.bin", cut)).rejects.toThrow("the upload was cut off");
    rmSync(dataDir, { recursive: true, force: true });
  });
});
