// Child process of the crash-safety test: inserts rows one by one into the embedded database and
// prints each id only after the insert was acknowledged, until it is killed.
import { randomUUID } from "node:crypto";
import { openDatabase } from "../../src/db/client.js";
import { regexPatterns } from "../../src/db/schema.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: write-until-killed <pglite dir>");
const database = await openDatabase({ pgliteDir: dir });
await database.migrate();
console.log("ready");
for (;;) {
  const id = randomUUID();
  await database.db
    .insert(regexPatterns)
    .values({ id, title: `row ${id}`, regex: "^a+$", errorMessage: "must be a's" });
  console.log(`acknowledged ${id}`);
}
