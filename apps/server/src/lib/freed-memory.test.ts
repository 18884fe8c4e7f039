import koffi from "koffi";
import { describe, expect, it } from "vitest";
import { returnFreedMemory } from "./freed-memory.js";

const libc = koffi.load("libc.so.6");
const malloc = libc.func("void *malloc(size_t size)");
const memset = libc.func("void *memset(void *s, int c, size_t n)");
const free = libc.func("void free(void *ptr)");

const CHUNK_BYTES = 64 * 1024;
const CHUNKS = 2_000;
const MB = 1024 * 1024;

describe.runIf(process.platform === "linux")("returnFreedMemory", () => {
  it("gives back memory freed in the middle of malloc's heap, which free alone keeps", async () => {
    // 125 MB in chunks malloc serves from its heap (under its 128 KB mmap threshold), each written
    // so that it is resident; freeing all but every eighth leaves the freed memory between them.
    const chunks = Array.from({ length: CHUNKS }, () => {
      const chunk = malloc(CHUNK_BYTES);
      memset(chunk, 1, CHUNK_BYTES);
      return chunk;
    });
    const kept = chunks.filter((_, index) => index % 8 === 7);
    for (const [index, chunk] of chunks.entries()) if (index % 8 !== 7) free(chunk);

    const beforeBytes = process.memoryUsage().rss;
    expect(await returnFreedMemory()).toBe(true);
    const givenBackBytes = beforeBytes - process.memoryUsage().rss;

    for (const chunk of kept) free(chunk);
    // About 109 MB were freed; most of it is whole pages that go back.
    expect(givenBackBytes).toBeGreaterThan(60 * MB);
  });
});
