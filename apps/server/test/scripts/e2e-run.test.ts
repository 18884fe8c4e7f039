import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/paths.js";

function runE2e(ci: string | undefined) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Names no file: the runner must not fall back to an installed Chromium.
    CHROME_PATH: path.join(REPO_ROOT, "no-such-chromium"),
  };
  delete env.CI;
  if (ci !== undefined) env.CI = ci;
  const child = spawnSync(process.execPath, [path.join(REPO_ROOT, "e2e/run.mjs")], {
    env,
    encoding: "utf8",
  });
  return { code: child.status, output: child.stdout + child.stderr };
}

describe("the e2e runner without a Chromium", () => {
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
});
