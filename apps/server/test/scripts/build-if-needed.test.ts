import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findStaleBuilds } from "../../../../scripts/build-if-needed.mjs";

const BUILT_AT = new Date("2026-01-01T00:00:00Z");
const LATER = new Date("2026-01-02T00:00:00Z");

/** A repository whose builds are done and every input is older than them. */
function builtRepository(): { root: string; touch: (file: string) => void } {
  const root = mkdtempSync(path.join(os.tmpdir(), "formloom-build-"));
  const write = (file: string, at: Date) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, "");
    utimesSync(full, at, at);
  };
  for (const file of [
    "apps/web/src/main.tsx",
    "apps/web/index.html",
    "apps/web/respond.html",
    "apps/web/vite.config.ts",
    "apps/web/vite-plugins/first-frame.ts",
    "apps/web/public/favicon.svg",
    "apps/web/package.json",
    "apps/server/src/main.ts",
    "packages/shared/src/index.ts",
  ]) {
    write(file, BUILT_AT);
  }
  write("apps/web/dist/index.html", BUILT_AT);
  write("apps/server/dist/main.js", BUILT_AT);
  // Directories' own times move when files are added; set them back too.
  for (const dir of ["apps/web", "apps/web/src", "apps/web/vite-plugins", "apps/web/public"]) {
    utimesSync(path.join(root, dir), BUILT_AT, BUILT_AT);
  }
  for (const dir of ["apps/server", "apps/server/src", "packages/shared", "packages/shared/src"]) {
    utimesSync(path.join(root, dir), BUILT_AT, BUILT_AT);
  }
  return { root, touch: (file) => write(file, LATER) };
}

const staleNames = (root: string) => findStaleBuilds(root).map((build) => build.name);

describe("findStaleBuilds", () => {
  it("builds nothing when every input is older than the build", () => {
    expect(staleNames(builtRepository().root)).toEqual([]);
  });

  it.each([
    "apps/web/respond.html",
    "apps/web/vite.config.ts",
    "apps/web/vite-plugins/first-frame.ts",
    "apps/web/index.html",
    "apps/web/public/favicon.svg",
    "apps/web/package.json",
    "apps/web/src/main.tsx",
  ])("rebuilds the web app when %s changes", (file) => {
    const { root, touch } = builtRepository();
    touch(file);
    expect(staleNames(root)).toEqual(["web app"]);
  });

  it("rebuilds both when the shared package changes, the server alone for its own source", () => {
    const repository = builtRepository();
    repository.touch("packages/shared/src/index.ts");
    expect(staleNames(repository.root)).toEqual(["web app", "server"]);
    const other = builtRepository();
    other.touch("apps/server/src/main.ts");
    expect(staleNames(other.root)).toEqual(["server"]);
  });

  it("ignores tests and the build output itself", () => {
    const { root, touch } = builtRepository();
    touch("apps/web/src/main.test.tsx");
    touch("apps/server/test/health.test.ts");
    utimesSync(path.join(root, "apps/web/src"), BUILT_AT, BUILT_AT);
    utimesSync(path.join(root, "apps/server"), BUILT_AT, BUILT_AT);
    expect(staleNames(root)).toEqual([]);
  });
});
