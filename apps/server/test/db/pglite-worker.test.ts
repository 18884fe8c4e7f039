import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { isUniqueViolation } from "../../src/lib/database-errors.js";

// The embedded database runs in a worker thread behind a small client: what drizzle and our code
// rely on must hold through it.
describe("the embedded database's worker thread", () => {
  let database: DatabaseHandle;
  const rows = async (query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] })
      .rows;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql.raw("CREATE TABLE notes (id int PRIMARY KEY, body text)"));
  });
  afterAll(() => database.close());

  it("keeps a transaction's statements together: another statement runs after it commits", async () => {
    await rows("TRUNCATE notes");
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw("INSERT INTO notes VALUES (1, 'inside')"));
      outside = rows("SELECT count(*)::int AS n FROM notes").then((result) => {
        order.push(`outside saw ${result[0]?.n}`);
      });
      // The statement outside waits for the transaction, however long it stays open.
      await new Promise((resolve) => setImmediate(resolve));
      await tx.execute(sql.raw("INSERT INTO notes VALUES (2, 'inside')"));
      order.push("committing");
    });
    await outside;
    expect(order).toEqual(["committing", "outside saw 2"]);
  });

  it("rolls a transaction back when its callback throws, and answers the error", async () => {
    await rows("TRUNCATE notes");
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql.raw("INSERT INTO notes VALUES (1, 'gone')"));
      throw new Error("changed my mind");
    });
    await expect(failing).rejects.toThrow("changed my mind");
    expect(await rows("SELECT * FROM notes")).toEqual([]);
  });

  it("passes PostgreSQL's error code across, so a unique violation is told apart", async () => {
    await rows("TRUNCATE notes");
    await rows("INSERT INTO notes VALUES (1, 'first')");
    const error = await rows("INSERT INTO notes VALUES (1, 'again')").catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    // The database still answers after a failure.
    expect(await rows("SELECT body FROM notes")).toEqual([{ body: "first" }]);
  });

  it("answers values as PGlite parses them for drizzle: timestamps as text, bytes, JSON", async () => {
    const [row] = await rows(
      `SELECT timestamptz '2026-01-02T03:04:05Z' AS at, '\\x0102'::bytea AS bytes, 7 AS n,
        '{"a": [1, "x", null]}'::jsonb AS doc, '"text"'::json AS quoted, NULL::jsonb AS nothing`,
    );
    expect(row).toEqual({
      at: "2026-01-02 03:04:05+00",
      bytes: new Uint8Array([1, 2]),
      n: 7,
      doc: { a: [1, "x", null] },
      quoted: "text",
      nothing: null,
    });
  });

  it("dumps the data directory that a new database is then loaded from", async () => {
    await rows("TRUNCATE notes");
    await rows("INSERT INTO notes VALUES (3, 'kept')");
    const restored = await openDatabase({ loadDataDir: await database.dumpDataDir?.() });
    try {
      const result = (await restored.db.execute(sql.raw("SELECT body FROM notes"))) as unknown as {
        rows: unknown[];
      };
      expect(result.rows).toEqual([{ body: "kept" }]);
    } finally {
      await restored.close();
    }
  });
});
