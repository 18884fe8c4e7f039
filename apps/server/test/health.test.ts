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
