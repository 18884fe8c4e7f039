// Bundles the server into dist/main.js: our workspace code is inlined, npm packages stay external.
// The Excel writer's and the embedded database's worker threads are entries of their own,
// dist/xlsx-worker.js and dist/pglite-worker.js.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

const { dependencies } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url)));
const external = Object.keys(dependencies).filter((name) => !name.startsWith("@formloom/"));

await build({
  entryPoints: [
    { in: "src/main.ts", out: "main" },
    { in: "src/modules/responses/export/xlsx-worker.js", out: "xlsx-worker" },
    { in: "src/db/pglite-worker.js", out: "pglite-worker" },
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external,
  logLevel: "warning",
});
