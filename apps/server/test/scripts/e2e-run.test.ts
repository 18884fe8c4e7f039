import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/paths.js";

// Only where no Chromium is installed can the missing-browser path be seen.
const hasChromium = existsSync("/usr/bin/chromium");

function runE2e(ci: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, CHROME_PATH: "" };
  delete env.CI;
  if (ci !== undefined) env.CI = ci;
  const child = spawnSync(process.execPath, [path.join(REPO_ROOT, "e2e/run.mjs")], {
    env,
    encoding: "utf8",
  });
  return { code: child.status, output: child.stdout + child.stderr };
}

describe.skipIf(hasChromium)(
  "the e2e runner without a Chromium (skipped: one is installed)",
  () => {
    it("skips loudly on a developer's machine", () => {
      const { code, output } = runE2e(undefined);
      expect(code).toBe(0);
      expect(output).toContain("E2E TESTS SKIPPED: no Chromium found");
    });

    it.each(["1", "true"])("fails when CI=%s, so a skipped suite cannot pass unseen", (ci) => {
      const { code, output } = runE2e(ci);
      expect(code).toBe(1);
      expect(output).toContain("E2E TESTS CANNOT RUN IN CI: no Chromium found");
    });
  },
);
