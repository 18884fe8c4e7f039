import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findStaleBuilds, runBuild, summarizeBuild } from "../../../../scripts/build-if-needed.mjs";

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

describe("runBuild and summarizeBuild", () => {
  const noisy = "node -e \"for (let i = 0; i < 150; i++) console.log('dist/chunk-' + i + '.js')\"";

  it("keeps a build's output instead of printing it, and sums it up in one line", () => {
    const result = runBuild({ command: `${noisy} && echo '✓ 2723 modules transformed.'` });
    expect(result.isOk).toBe(true);
    expect(result.output.split("\n").length).toBeGreaterThan(150);
    const summary = summarizeBuild({ name: "web app" }, result);
    expect(summary).toMatch(/^Built the web app in \d+\.\d s \(2723 modules\)$/);
  });

  it("names no module count when the build prints none", () => {
    expect(summarizeBuild({ name: "server" }, { output: "", seconds: 2.04 })).toBe(
      "Built the server in 2.0 s",
    );
  });

  it("keeps the whole output of a failed build, its errors included, for printing", () => {
    const result = runBuild({
      command: `${noisy} && echo 'src/app.ts: error TS2322' >&2 && exit 3`,
    });
    expect(result).toMatchObject({ isOk: false, exitCode: 3 });
    expect(result.output).toContain("dist/chunk-149.js");
    expect(result.output).toContain("src/app.ts: error TS2322");
  });
});
