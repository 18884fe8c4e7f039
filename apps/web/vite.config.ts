import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { precompress } from "./vite-plugins/precompress.ts";

const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// The server caches /assets/* as immutable, so every file there must carry a content hash.
const hashedNames = {
  entryFileNames: "assets/[name]-[hash].js",
  chunkFileNames: "assets/[name]-[hash].js",
  assetFileNames: "assets/[name]-[hash][extname]",
};

/** The app: every signed-in screen, the landing page and the sign-in pages. */
const appBuild: UserConfig = {
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { "@": source("./src") } },
  server: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    rolldownOptions: {
      input: { main: source("./index.html") },
      output: {
        ...hashedNames,
        codeSplitting: {
          groups: [
            // The framework changes far less often than the app: it keeps its own long-cached file.
            { name: "react-vendor", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: "router", test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
    },
  },
};

/**
 * The public form page served on its own (respond.html: no router, no shell), built second into
 * the same folder. It renders through Preact's React-compatible layer: React's DOM renderer alone
 * weighs more than the page's whole budget.
 */
const respondBuild: UserConfig = {
  plugins: [react(), tailwindcss(), precompress()],
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
  build: {
    outDir: "dist",
    emptyOutDir: false,
    assetsDir: "assets",
    // Read by scripts/check-public-page-weight.mjs: which chunk loads which.
    manifest: ".vite/respond-manifest.json",
    rolldownOptions: {
      input: { respond: source("./respond.html") },
      output: hashedNames,
    },
  },
};

export default defineConfig(({ mode }) => (mode === "respond" ? respondBuild : appBuild));
