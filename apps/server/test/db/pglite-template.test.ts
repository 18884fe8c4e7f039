import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import {
  installedPgliteVersion,
  isNewPgliteDir,
  readPgliteTemplate,
  templatePgliteVersion,
} from "../../src/db/pglite-template.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
async function rowsOf(database: DatabaseHandle, query: string): Promise<unknown[]> {
  return ((await database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
}

function newDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "formloom-template-"));
  dirs.push(dir);
  return path.join(dir, "db");
}

describe("the embedded database's template", () => {
  it("was made by the PGlite installed here (after upgrading it, run npm run db:template -w apps/server)", () => {
    expect(templatePgliteVersion()).toBe(installedPgliteVersion());
    expect(readPgliteTemplate()?.size).toBeGreaterThan(1_000_000);
  });

  it("starts a new data directory that migrates, keeps what is written and opens again", async () => {
    const dataDir = newDataDir();
    expect(isNewPgliteDir(dataDir)).toBe(true);
    const first = await openDatabase({ pgliteDir: dataDir });
    await first.migrate();
    await rowsOf(first, "CREATE TABLE kept (note text)");
    await rowsOf(first, "INSERT INTO kept VALUES ('from the template')");
    await first.close();

    expect(isNewPgliteDir(dataDir)).toBe(false);
    expect(readFileSync(path.join(dataDir, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
    const again = await openDatabase({ pgliteDir: dataDir });
    expect(await rowsOf(again, "SELECT note FROM kept")).toEqual([{ note: "from the template" }]);
    // The migrations ran once; the search index's extension came with them.
    expect(await rowsOf(again, "SELECT similarity('form', 'forms') > 0 AS works")).toEqual([
      { works: true },
    ]);
    await again.close();
  });

  it("leaves an existing database alone", async () => {
    const dataDir = newDataDir();
    const made = await openDatabase({ pgliteDir: dataDir });
    await rowsOf(made, "CREATE TABLE mine (n int)");
    await made.close();
    const reopened = await openDatabase({ pgliteDir: dataDir });
    expect(await rowsOf(reopened, "SELECT count(*)::int AS n FROM mine")).toEqual([{ n: 0 }]);
    await reopened.close();
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
  });

  it("unpacks into a new directory whole: what a start cut short left is cleared", async () => {
    const dataDir = newDataDir();
    mkdirSync(`${dataDir}.partial`);
    writeFileSync(path.join(`${dataDir}.partial`, "PG_VERSION"), "half");
    const database = await openDatabase({ pgliteDir: dataDir });
    expect(await rowsOf(database, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
    await database.close();
    expect(existsSync(`${dataDir}.partial`)).toBe(false);
    expect(readFileSync(path.join(dataDir, "PG_VERSION"), "utf8").trim()).toMatch(/^\d+$/);
  });
});
