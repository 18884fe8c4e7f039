import { Readable } from "node:stream";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { fileChunks } from "../../db/schema.js";
import { assertSafeKey, FileMissingError, type FileStorage } from "./file-storage.js";

export const CHUNK_BYTES = 256 * 1024;
const KEYS_PER_QUERY = 500;

/**
 * Files in PostgreSQL (or PGlite) as numbered chunks, so every server reaching the database
 * reaches the files with no other store. Chunks are written as the upload streams in, outside a
 * transaction (a slow upload must not hold one open); a write that fails removes what it wrote,
 * and one cut short by a crash has no uploaded_files row, so the sweep removes it.
 */
export function createDatabaseStorage(db: Database): FileStorage {
  const removeKey = (key: string) => db.delete(fileChunks).where(eq(fileChunks.storageKey, key));
  const readChunk = async (key: string, seq: number) => {
    const [row] = await db
      .select({ bytes: fileChunks.bytes })
      .from(fileChunks)
      .where(and(eq(fileChunks.storageKey, key), eq(fileChunks.seq, seq)));
    return row?.bytes;
  };

  return {
    driver: "database",
    checkReachable: async () => {
      await db.select({ seq: fileChunks.seq }).from(fileChunks).limit(1);
    },
    write: async (key, content) => {
      assertSafeKey(key);
      await removeKey(key);
      let seq = 0;
      let size = 0;
      const insertChunk = async (bytes: Buffer) => {
        await db.insert(fileChunks).values({ storageKey: key, seq, bytes });
        seq += 1;
        size += bytes.length;
      };
      try {
        for await (const chunk of inChunks(content, CHUNK_BYTES)) await insertChunk(chunk);
        // An empty file still has its first chunk, so it exists.
        if (seq === 0) await insertChunk(Buffer.alloc(0));
      } catch (error) {
        await removeKey(key);
        throw error;
      }
      return size;
    },
    read: async (key) => {
      const first = await readChunk(assertSafeKey(key), 0);
      if (!first) throw new FileMissingError(key);
      // One chunk ahead at most: the next is fetched only as the client takes the last.
      return Readable.from(
        (async function* () {
          let chunk: Buffer | undefined = first;
          for (let seq = 1; chunk; seq += 1) {
            yield chunk;
            chunk = await readChunk(key, seq);
          }
        })(),
        { highWaterMark: 1 },
      );
    },
    remove: async (keys) => {
      for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
        const batch = keys.slice(start, start + KEYS_PER_QUERY).map(assertSafeKey);
        await db.delete(fileChunks).where(inArray(fileChunks.storageKey, batch));
      }
    },
    list: async () => {
      const rows = await db
        .select({ key: fileChunks.storageKey, modifiedAt: fileChunks.writtenAt })
        .from(fileChunks)
        .where(eq(fileChunks.seq, 0));
      return rows;
    },
    sizeOf: async (key) => {
      const [row] = await db
        .select({
          chunks: sql<number>`count(*)::int`,
          size: sql<number>`coalesce(sum(octet_length(${fileChunks.bytes})), 0)::int`,
        })
        .from(fileChunks)
        .where(eq(fileChunks.storageKey, assertSafeKey(key)));
      return row?.chunks ? row.size : undefined;
    },
    close: async () => {},
  };
}

/** The stream's bytes regrouped into pieces of `size` (the last one shorter). */
async function* inChunks(content: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of content as AsyncIterable<Buffer | string>) {
    const piece = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
