import { describe, expect, it } from "vitest";
import { regexPatterns } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import { ensureAdmin } from "../../src/modules/users/ensure-admin.js";
import { bearer, login, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("GET /api/admin/regex for the builder on %s", (kind) => {
  const context = useTestApp(kind);

  it("gives a signed-in user the active patterns only, an admin all of them", async () => {
    await context.database.db.insert(regexPatterns).values([
      { id: newId(), title: "Digits", regex: "^[0-9]+$", errorMessage: "Digits only" },
      { id: newId(), title: "Switched off", regex: "^x$", errorMessage: "x", active: false },
    ]);
    const user = await signUp(context.app, context.mailer, "ada@example.org");
    await ensureAdmin(context.database.db, { email: "root@example.org", password: "Adm1n!pass" });
    const admin = (
      await login(context.app, "root@example.org", "Adm1n!pass", "/api/admin/login")
    ).json().data.token;

    const asUser = await context.app.inject({
      method: "GET",
      url: "/api/admin/regex?limit=100",
      headers: bearer(user),
    });
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json().data.map((p: { title: string }) => p.title)).toEqual(["Digits"]);
    expect(asUser.json().data[0]).toMatchObject({
      regex: "^[0-9]+$",
      errorMessage: "Digits only",
      active: true,
    });

    const asAdmin = await context.app.inject({
      method: "GET",
      url: "/api/admin/regex",
      headers: bearer(admin),
    });
    expect(asAdmin.json().total).toBe(2);
    expect((await context.app.inject({ method: "GET", url: "/api/admin/regex" })).statusCode).toBe(
      401,
    );
  });
});
