import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { openDatabase } from "../../src/db/client.js";
import { uploadedFiles } from "../../src/db/schema.js";
import { createFileStorage } from "../../src/lib/file-storage/create-file-storage.js";
import type { FileStorage } from "../../src/lib/file-storage/file-storage.js";
import { newId } from "../../src/lib/ids.js";
import { copyStoredFiles } from "../../src/modules/uploads/copy-stored-files.js";
import { bearer, signUp } from "../support/accounts.js";
import { createTestDatabase, databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { createMemoryMailer } from "../support/memory-mailer.js";
import { spawnTypeScript, waitForExit } from "../support/processes.js";
import { startS3Server } from "../support/storage.js";
import { type TestContext, testConfig, useTestApp } from "../support/test-app.js";
import { PDF_BYTES, PNG_BYTES, upload } from "../support/uploads.js";

const s3 = await startS3Server();
afterAll(() => s3?.close());

async function uploadTwoFiles(context: Pick<TestContext, "app" | "mailer">) {
  const owner = await signUp(context.app, context.mailer, "owner@example.org");
  const form = await createForm(
    context.app,
    owner,
    formBody({ isPublic: true, questions: [{ questionType: "file", questionText: "Attach" }] }),
  );
  const target = { formId: form._id, questionId: form.questions[0]?._id ?? "" };
  const urls = [];
  for (const file of [
    { name: "cv.pdf", bytes: PDF_BYTES, type: "application/pdf" },
    { name: "photo.png", bytes: PNG_BYTES, type: "image/png" },
  ]) {
    urls.push((await upload(context.app, target, file)).json().data.url as string);
  }
  return { owner, urls };
}

const readAll = async (content: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
};

const targets = databaseKinds().flatMap((kind) => [
  { kind, to: "database" as const, env: { STORAGE: "database" } },
  ...(s3 ? [{ kind, to: "s3" as const, env: s3.envFor(kind) }] : []),
]);

describe.each(targets)("copying local files on $kind to $to", ({ kind, env }) => {
  const context = useTestApp(kind, { env: { STORAGE: "local" } });
  let target: FileStorage;
  afterAll(() => target?.close());

  it("copies every recorded file, skips what an earlier run copied, and redoes a copy cut short", async () => {
    target = await createFileStorage(testConfig(env), context.database.db);
    await uploadTwoFiles(context);
    const rows = await context.database.db.select().from(uploadedFiles);
    const deps = { db: context.database.db, from: context.app.fileStorage, to: target };

    const first = await copyStoredFiles(deps);
    expect(first).toMatchObject({ copied: 2, skipped: 0, missing: [] });
    expect(first.copiedBytes).toBe(PDF_BYTES.length + PNG_BYTES.length);
    for (const row of rows) {
      const original = await readAll(await context.app.fileStorage.read(row.storageKey));
      expect((await readAll(await target.read(row.storageKey))).equals(original)).toBe(true);
    }

    const [cutShort, gone] = rows;
    await target.write(cutShort?.storageKey ?? "", Readable.from([Buffer.from("%PDF")]));
    expect(await copyStoredFiles(deps)).toMatchObject({ copied: 1, skipped: 1, missing: [] });
    expect(await target.sizeOf(cutShort?.storageKey ?? "")).toBe(cutShort?.sizeBytes);

    await context.app.fileStorage.remove([gone?.storageKey ?? ""]);
    await target.remove([gone?.storageKey ?? ""]);
    expect(await copyStoredFiles(deps)).toMatchObject({
      copied: 0,
      skipped: 1,
      missing: [gone?.storageKey],
    });
    // The source is left as it was.
    expect(await context.app.fileStorage.sizeOf(cutShort?.storageKey ?? "")).toBe(
      cutShort?.sizeBytes,
    );
  });
});

describe("files left on disk", () => {
  it("are named at start-up when STORAGE no longer reads them", async () => {
    const config = testConfig({ STORAGE: "database" });
    mkdirSync(path.join(config.dataDir, "uploads"));
    writeFileSync(path.join(config.dataDir, "uploads", `${newId()}.pdf`), PDF_BYTES);
    const database = await createTestDatabase("pglite");
    const lines: { level: number; msg: string }[] = [];
    const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = await buildApp({
      config: { ...config, logLevel: "warn" },
      database,
      mailer: createMemoryMailer(),
      logStream,
    });
    try {
      await app.ready();
      expect(lines.map((line) => line.msg)).toContain(
        "1 uploaded files are in DATA_DIR/uploads, which STORAGE=database does not read: " +
          "copy them with npm run storage:migrate -- --to database, then remove that folder",
      );
    } finally {
      await app.close();
      await database.destroy();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe("npm run storage:migrate", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-migrate-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const migrate = (...args: string[]) =>
    waitForExit(
      spawnTypeScript("src/cli/storage-migrate.ts", { args, env: { DATA_DIR: dataDir } }),
    );

  it("moves an embedded server's files into its database, and they download from there", async () => {
    const config = testConfig({ DATA_DIR: dataDir, STORAGE: "local" });
    const seeding = { mailer: createMemoryMailer(), ...(await openEmbedded(dataDir)) };
    const app = await buildApp({ config, database: seeding.database, mailer: seeding.mailer });
    const { owner, urls } = await uploadTwoFiles({ app, mailer: seeding.mailer });
    await app.close();
    await seeding.database.close();

    const first = await migrate("--to", "database");
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain("Copied 2 files (0.0 MB); 0 were already there.");
    expect(first.output).toContain("Now set STORAGE=database on every server");
    const again = await migrate("--to", "database");
    expect(again.output).toContain("Copied 0 files (0.0 MB); 2 were already there.");

    // The files on disk are gone: what downloads now comes from the database.
    rmSync(path.join(dataDir, "uploads"), { recursive: true });
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    const moved = await buildApp({
      config: testConfig({ DATA_DIR: dataDir, STORAGE: "database" }),
      database,
      mailer: createMemoryMailer(),
    });
    try {
      const download = await moved.inject({
        method: "GET",
        url: urls[0] ?? "",
        headers: bearer(owner),
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    } finally {
      await moved.close();
      await database.close();
    }
  }, 60_000);

  it("refuses a target it cannot move to", async () => {
    const wrong = await migrate("--to", "local");
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("--to must be database or s3");
    const same = await migrate("--to", "database", "--from", "database");
    expect(same.output).toContain("--from and --to must differ");
    const noBucket = await migrate("--to", "s3");
    expect(noBucket.output).toContain("S3_BUCKET: is required when STORAGE is s3");
  }, 60_000);
});

async function openEmbedded(dataDir: string) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  await database.migrate();
  return { database };
}
