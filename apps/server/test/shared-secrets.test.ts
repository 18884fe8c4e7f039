import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { openDatabase } from "../src/db/client.js";
import { serverSecrets } from "../src/db/schema.js";
import { resolveMasterSecret, rotateMasterSecret } from "../src/lib/secrets.js";
import { signUp } from "./support/accounts.js";
import { createTestDatabase, databaseKinds, type TestDatabase } from "./support/databases.js";
import { createMemoryMailer } from "./support/memory-mailer.js";
import { spawnTypeScript, waitForExit } from "./support/processes.js";
import { testConfig } from "./support/test-app.js";

describe.each(databaseKinds())("the master secret on %s", (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.reset();
    dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-secrets-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const resolve = (options: { jwtSecret?: string; dataDir?: string } = {}) =>
    resolveMasterSecret({
      jwtSecret: options.jwtSecret,
      dataDir: options.dataDir ?? dataDir,
      db: database.db,
    });

  it("is generated once: two servers starting together on an empty database agree on it", async () => {
    const otherDataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-secrets-"));
    try {
      const [first, second] = await Promise.all([resolve(), resolve({ dataDir: otherDataDir })]);
      expect(first).toBe(second);
      expect(first.length).toBeGreaterThanOrEqual(64);
      expect(await resolve()).toBe(first);
      const rows = await database.db.select().from(serverSecrets);
      expect(rows).toEqual([expect.objectContaining({ name: "master", value: first })]);
      expect(existsSync(path.join(dataDir, "secret.key"))).toBe(false);
    } finally {
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it("adopts an older installation's DATA_DIR/secret.key when the database has none", async () => {
    writeFileSync(path.join(dataDir, "secret.key"), "secret-from-an-older-installation\n");
    expect(await resolve()).toBe("secret-from-an-older-installation");
    // Another server with a file of its own now takes the adopted one.
    const otherDataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-secrets-"));
    try {
      writeFileSync(path.join(otherDataDir, "secret.key"), "another-servers-own-secret");
      expect(await resolve({ dataDir: otherDataDir })).toBe("secret-from-an-older-installation");
    } finally {
      rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it("is replaced by a rotation, which every server then resolves", async () => {
    const before = await resolve();
    await rotateMasterSecret(database.db);
    const after = await resolve();
    expect(after).not.toBe(before);
    expect(after.length).toBeGreaterThanOrEqual(64);
    expect(await database.db.select().from(serverSecrets)).toHaveLength(1);
  });

  it("gives way to an explicit JWT_SECRET, which it does not store", async () => {
    const jwtSecret = "j".repeat(40);
    expect(await resolve({ jwtSecret })).toBe(jwtSecret);
    expect(await database.db.select().from(serverSecrets)).toEqual([]);
  });

  it("lets a session started on one server be used on another (each with its own DATA_DIR)", async () => {
    const mailer = createMemoryMailer();
    const configs = [testConfig(), testConfig()] as const;
    const [serverA, serverB] = await Promise.all([
      buildApp({ config: configs[0], database, mailer }),
      buildApp({ config: configs[1], database, mailer }),
    ]);
    try {
      const token = await signUp(serverA, mailer, "ada@example.org");
      const me = await serverB.inject({
        method: "GET",
        url: "/api/users/me",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.email).toBe("ada@example.org");
    } finally {
      await Promise.all([serverA.close(), serverB.close()]);
      for (const config of configs) rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe("npm run secret:rotate", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "formloom-rotate-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const storedSecret = async () => {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      await database.migrate();
      return await resolveMasterSecret({ jwtSecret: undefined, dataDir, db: database.db });
    } finally {
      await database.close();
    }
  };
  const rotate = (env: NodeJS.ProcessEnv = {}) =>
    waitForExit(
      spawnTypeScript("src/cli/secret-rotate.ts", { env: { DATA_DIR: dataDir, ...env } }),
    );

  it("replaces the secret kept in the database and says to restart every server", async () => {
    const before = await storedSecret();
    const { code, output } = await rotate();
    expect(code, output).toBe(0);
    expect(output).toContain("Rotated the master secret. Restart every server now");
    expect(await storedSecret()).not.toBe(before);
  });

  it("refuses when JWT_SECRET is set, since that is the secret then", async () => {
    const before = await storedSecret();
    const { code, output } = await rotate({ JWT_SECRET: "j".repeat(40) });
    expect(code).toBe(1);
    expect(output).toContain("JWT_SECRET is set");
    expect(await storedSecret()).toBe(before);
  });
});
