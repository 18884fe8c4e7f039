import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "shared",
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Pure functions with no mocks or globals to leak: one module graph for all files instead of
    // a fresh one per file, which was most of this project's time.
    isolate: false,
  },
});
