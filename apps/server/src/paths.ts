import path from "node:path";

// This file sits one level below apps/server both as source (src/) and bundled (dist/main.js),
// so the same relative paths hold in development, tests and production.
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../drizzle");
export const WEB_DIST_DIR = path.resolve(import.meta.dirname, "../../web/dist");
