import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseKinds } from "./support/databases.js";
import { useTestApp } from "./support/test-app.js";

describe.each(databaseKinds())("GET /api/health on %s", (kind) => {
  const context = useTestApp(kind);

  it("answers 200 while the database answers", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ statusCode: 200, message: "OK", data: { database: "up" } });
  });

  it("answers 503 once the database stops answering", async () => {
    await context.database.close();
    const response = await context.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, data: { database: "down" } });
  });
});

const METRICS_TOKEN = "operators-token-of-the-tests";

describe.each(databaseKinds())("GET /api/health/live and /api/health/ready on %s", (kind) => {
  const context = useTestApp(kind, { env: { METRICS_TOKEN } });
  // The operator's view: each check's state.
  const ready = () =>
    context.app.inject({
      method: "GET",
      url: "/api/health/ready",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
  const readyTo = (authorization?: string) =>
    context.app.inject({
      method: "GET",
      url: "/api/health/ready",
      headers: authorization ? { authorization } : {},
    });
  const uploadsDir = () => path.join(context.config.dataDir, "uploads");

  it("is ready when the database answers, is migrated and the uploads are writable", async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: "Ready",
      data: { database: "up", migrations: "applied", storage: "up" },
    });
  });

  it("is not ready, and says so, while a committed migration is not applied", async () => {
    const deleted = await context.database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations
          WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)
          RETURNING hash, created_at`,
    );
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        message: "Not ready: migrations not applied",
        data: { database: "up", migrations: "pending", storage: "up" },
      });
    } finally {
      const [gone] = (deleted as unknown as { rows: Array<{ hash: string; created_at: string }> })
        .rows;
      await context.database.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${gone?.hash}, ${gone?.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it("tells anybody without the metrics token whether it is ready, and nothing more", async () => {
    for (const authorization of [undefined, "Bearer not-the-token", `Basic ${METRICS_TOKEN}`]) {
      const response = await readyTo(authorization);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ statusCode: 200, message: "Ready", data: null });
    }
    rmSync(uploadsDir(), { recursive: true, force: true });
    writeFileSync(uploadsDir(), "");
    try {
      const response = await readyTo();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ statusCode: 503, message: "Not ready", data: null });
      expect(response.body).not.toContain("storage");
    } finally {
      rmSync(uploadsDir());
    }
  });

  it("is not ready while the uploads cannot be stored", async () => {
    // A file where the directory should be: refused to root as well, unlike a chmod.
    rmSync(uploadsDir(), { recursive: true, force: true });
    writeFileSync(uploadsDir(), "");
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        message: "Not ready: file storage unreachable",
        data: { database: "up", migrations: "applied", storage: "down" },
      });
    } finally {
      rmSync(uploadsDir());
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it("stays live but is not ready once the database stops answering", async () => {
    await context.database.close();
    const live = await context.app.inject({ method: "GET", url: "/api/health/live" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ statusCode: 200, message: "OK", data: null });
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      message: "Not ready: database unreachable",
      data: { database: "down", migrations: "unknown", storage: "up" },
    });
  });
});
