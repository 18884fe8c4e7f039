import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { linguiCatalogues } from "./vite.config.ts";

const TEST_FILES = "src/**/*.test.{ts,tsx}";
const TEST_FILE_NAME = /\.test\.tsx?$/;
const MOCKS_A_MODULE = /\bvi\.(mock|doMock)\(/;

/**
 * The test files that replace a module (vi.mock). In a module graph shared with other files the
 * replacement would miss a module already loaded, or stay for the next file; so these run
 * isolated, in the web-mocks project (vitest.mocks.config.ts), and all others share one graph.
 */
export function filesMockingModules(): string[] {
  const src = fileURLToPath(new URL("./src", import.meta.url));
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => TEST_FILE_NAME.test(file))
    .filter((file) => MOCKS_A_MODULE.test(readFileSync(`${src}/${file}`, "utf8")))
    .map((file) => `src/${file.replaceAll("\\", "/")}`);
}

/** The web unit tests' project; `isolated` gives each file a fresh module graph, slowly. */
export function webProject(name: string, files: { isolated: boolean; include: string[] }) {
  return defineProject({
    plugins: [react(), linguiCatalogues()],
    resolve: {
      alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
    },
    test: {
      name,
      environment: "jsdom",
      include: files.include,
      exclude: files.isolated ? [] : filesMockingModules(),
      isolate: files.isolated,
      setupFiles: ["./src/test/setup.ts"],
      // Screens are lazy routes; their first render loads modules.
      testTimeout: 15_000,
    },
  });
}

// Loading React, the router and jsdom again for every file was most of this project's time.
export default webProject("web", { isolated: false, include: [TEST_FILES] });
