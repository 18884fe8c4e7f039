import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

// PostgreSQL's 128 MB of shared buffers live in PGlite's WASM heap, which never shrinks, and
// were the largest part of an idle server's memory. Here they cache pages the operating system
// caches too (a miss is a copy from its page cache, not a disk read): 16 MB cut the idle RSS by
// about 110 MB (bench/idle-memory.mjs); on 200,000 responses a CSV export took 5-17 % longer,
// a filtered summary and the last page of responses no longer.
const SHARED_BUFFERS = "16MB";

/** How the server opens its embedded database, wherever PGlite runs. */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${SHARED_BUFFERS}`],
} satisfies PGliteOptions;
