import { fileURLToPath, URL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { linguiCatalogues } from "./vite.config.ts";

export default defineProject({
  plugins: [react(), linguiCatalogues()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    // Screens are lazy routes; their first render loads modules.
    testTimeout: 15_000,
  },
});
