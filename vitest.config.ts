import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/shared", "apps/server", "apps/web", "apps/web/vitest.mocks.config.ts"],
  },
});
