import path from "node:path";

// This file sits one level below apps/server both as source (src/) and bundled (dist/main.js),
// so the same relative paths hold in development, tests and production.
export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../drizzle");
/** npm runs the root's scripts (start, dev, admin:create) from here: a relative DATA_DIR is read from it. */
export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
export const WEB_DIST_DIR = path.resolve(import.meta.dirname, "../../web/dist");
/** The data directory a new embedded database starts from, and the PGlite release that made it. */
export const PGLITE_TEMPLATE_FILE = path.resolve(
  import.meta.dirname,
  "../assets/pglite-template.tar.gz",
);
export const PGLITE_TEMPLATE_INFO_FILE = path.resolve(
  import.meta.dirname,
  "../assets/pglite-template.json",
);
/** The script other sites load to embed a form (served at /embed.js). */
export const EMBED_SCRIPT_FILE = path.resolve(import.meta.dirname, "../public/embed.js");
