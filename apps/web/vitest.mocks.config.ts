import { filesMockingModules, webProject } from "./vitest.config.ts";

// The web test files that replace a module, each in a fresh module graph (see filesMockingModules).
export default webProject("web-mocks", { isolated: true, include: filesMockingModules() });
