// Bundles the server into dist/main.js: our workspace code is inlined, npm packages stay external.
// The Excel writer's and the embedded database's worker threads are entries of their own,
// dist/xlsx-worker.js and dist/pglite-worker.js. A module the code imports with `await import()`
// becomes a chunk of its own, so its packages load only when used.
import { readFileSync, rmSync } from "node:fs";
import { build } from "esbuild";

const { dependencies } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url)));
const external = Object.keys(dependencies).filter((name) => !name.startsWith("@formloom/"));

// Chunk names carry a hash: the last build's chunks would pile up beside the new ones.
rmSync(new URL("./dist", import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: [
    { in: "src/main.ts", out: "main" },
    { in: "src/modules/responses/export/xlsx-worker.js", out: "xlsx-worker" },
    { in: "src/db/pglite-worker.js", out: "pglite-worker" },
  ],
  outdir: "dist",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
