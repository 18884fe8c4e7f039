import { fileURLToPath, URL } from "node:url";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { precompress } from "./vite-plugins/precompress.ts";

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** What both builds share: the plugins, and an output the server can cache for ever. */
function buildOf(entry: "main" | "respond", build: UserConfig["build"]): UserConfig["build"] {
  return {
    outDir: "dist",
    assetsDir: "assets",
    ...build,
    rolldownOptions: {
      input: { [entry]: source(entry === "main" ? "./index.html" : "./respond.html") },
      output: {
        // The server caches /assets/* as immutable, so every file there must carry a content hash.
        entryFileNames: "assets/[name]-[hash].js",
        chunkFileNames: "assets/[name]-[hash].js",
        assetFileNames: "assets/[name]-[hash][extname]",
        ...build?.rolldownOptions?.output,
      },
    },
  };
}

export const linguiCatalogues = () => lingui({ configPath: source("./lingui.config.ts") });

const plugins = () => [react(), linguiCatalogues(), tailwindcss(), precompress()];

/** The app: every signed-in screen, the landing page and the sign-in pages. */
const appBuild: UserConfig = {
  plugins: plugins(),
  resolve: { alias: { "@": source("./src") } },
  server: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: true } },
  },
  build: buildOf("main", {
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The framework changes far less often than the app: it keeps its own long-cached file.
            { name: "react-vendor", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  }),
};

/**
 * The public form page served on its own (respond.html: no router, no app shell), built second
 * into the same folder. It renders through Preact's React-compatible layer: React's DOM renderer
 * alone weighed 68 KB gzip, most of the page's 90 KB budget; Preact and its layer weigh 10 KB.
 */
const respondBuild: UserConfig = {
  plugins: plugins(),
  resolve: {
    alias: [
      { find: "@", replacement: source("./src") },
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  build: buildOf("respond", {
    emptyOutDir: false,
    // Read by scripts/check-public-page-weight.mjs: which chunk loads which.
    manifest: ".vite/respond-manifest.json",
    rolldownOptions: {
      // Everything a first visit runs in one file: left to itself, the bundler split small
      // modules shared with the on-demand chunks (the JSX runtime, the language list, Preact)
      // into files of their own, each one more request before the form shows.
      output: { codeSplitting: { groups: [{ name: "respond-initial", tags: ["$initial"] }] } },
    },
  }),
};

export default defineConfig(({ mode }) => (mode === "respond" ? respondBuild : appBuild));
