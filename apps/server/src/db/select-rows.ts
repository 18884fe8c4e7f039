import type { SQL } from "drizzle-orm";
import type { Database } from "./client.js";

/** Runs a raw SELECT; both drivers (pg and PGlite) answer `{ rows }`. */
export async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
