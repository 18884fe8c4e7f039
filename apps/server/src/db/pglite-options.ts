import { PGlite } from "@electric-sql/pglite";

// PostgreSQL's 128 MB of shared buffers live in PGlite's WASM heap, which never shrinks, and
// were the largest part of an idle server's memory. Here they cache pages the operating system
// caches too (a miss is a copy from its page cache, not a disk read): 16 MB cut the idle RSS by
// about 110 MB (bench/idle-memory.mjs); on 200,000 responses a CSV export took 5-17 % longer,
// a filtered summary and the last page of responses no longer.
const SHARED_BUFFERS = "16MB";

/**
 * The embedded database's start-up parameters, passed to its worker thread (pglite-worker.js),
 * which adds the pg_trgm extension itself: functions cannot cross threads.
 */
export const PGLITE_START_PARAMS: string[] = [
  ...PGlite.defaultStartParams,
  "-c",
  `shared_buffers=${SHARED_BUFFERS}`,
];
