import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { findUserByEmail } from "../../src/modules/users/repo.js";
import { REPO_ROOT } from "../../src/paths.js";
import { SERVER_DIR, spawnTypeScript, waitForExit } from "../support/processes.js";

const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "formloom-cli-")), "data");
// Relative, as in `DATA_DIR=./data npm run admin:create`: read from the root, like `npm start`.
const relativeDataDir = path.relative(REPO_ROOT, dataDir);
const wrongDataDir = path.resolve(SERVER_DIR, relativeDataDir);

const createAdmin = (password: string) =>
  waitForExit(
    spawnTypeScript("src/cli/admin-create.ts", {
      args: ["--email", "cli-admin@example.org", "--password", password],
      env: { DATA_DIR: relativeDataDir },
    }),
  );

afterAll(() => {
  if (wrongDataDir !== dataDir) rmSync(wrongDataDir, { recursive: true, force: true });
});

describe("npm run admin:create", () => {
  it("creates the admin in the DATA_DIR npm start uses, though npm runs it from apps/server", async () => {
    const { code, output } = await createAdmin("Str0ng!pass");
    expect(code, output).toBe(0);
    expect(output).toContain("Created the admin cli-admin@example.org.");
    expect(existsSync(wrongDataDir)).toBe(false);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      expect(await findUserByEmail(database.db, "cli-admin@example.org")).toMatchObject({
        role: "admin",
      });
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuses a password sign-in would refuse", async () => {
    const { code, output } = await createAdmin("x".repeat(54));
    expect(code).toBe(1);
    expect(output).toContain("Password must be at most 53 characters");
  }, 60_000);
});
