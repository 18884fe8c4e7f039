import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Writes `.br` and `.gz` siblings of every text asset after the build, at the highest levels:
 * the server sends them as they are (no compression work per request).
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "formloom:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const fullPath = path.join(outDir, file);
            const content = await readFile(fullPath);
            if (content.length < MIN_BYTES) return;
            const [brotli, gzipped] = await Promise.all([
              toBrotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              writeFile(`${fullPath}.br`, brotli),
              writeFile(`${fullPath}.gz`, gzipped),
            ]);
          }),
      );
    },
  };
}
