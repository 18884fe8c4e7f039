import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.js";
import { newId } from "../../src/lib/ids.js";
import { hashPassword } from "../../src/lib/password-hash.js";
import { bearer, login, signUp } from "../support/accounts.js";
import { signInAdmin } from "../support/admin.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("admin users on %s", (kind) => {
  const context = useTestApp(kind);
  const call = (token: string | undefined, method: "GET" | "PUT", url: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  async function seedUsers(count: number) {
    const passwordHash = await hashPassword("Seed!pass1");
    const base = Date.UTC(2026, 0, 1);
    await context.database.db.insert(users).values(
      Array.from({ length: count }, (_, index) => ({
        id: newId(base + index),
        name: `Person ${index + 1}`,
        email: `person${index + 1}@example.org`,
        passwordHash,
        isVerified: index % 2 === 0,
        createdAt: new Date(base + index * 1000),
      })),
    );
  }

  it("pages users newest first with totalCount, leaving admins out", async () => {
    const admin = await signInAdmin(context.app, context.database);
    await seedUsers(35);
    const first = (await call(admin, "GET", "/api/admin/users?page=1&limit=10")).json();
    expect(first.totalCount).toBe(35);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      name: "Person 35",
      email: "person35@example.org",
      isVerified: true,
      active: true,
    });
    const last = (await call(admin, "GET", "/api/admin/users?page=4&limit=10")).json();
    expect(last.data.map((u: { name: string }) => u.name)).toEqual([
      "Person 5",
      "Person 4",
      "Person 3",
      "Person 2",
      "Person 1",
    ]);
    expect((await call(admin, "GET", "/api/admin/users?page=5&limit=10")).json().data).toEqual([]);
    expect(first.data.some((u: { email: string }) => u.email === "root@example.org")).toBe(false);
    expect((await call(admin, "GET", "/api/admin/users?limit=500")).statusCode).toBe(400);
  });

  it("edits the name only; the email, role and password cannot be changed here", async () => {
    const admin = await signInAdmin(context.app, context.database);
    await signUp(context.app, context.mailer, "ada@example.org");
    const [ada] = (await call(admin, "GET", "/api/admin/users")).json().data;
    const renamed = await call(admin, "PUT", "/api/admin/users", {
      _id: ada._id,
      name: "Ada King",
      email: "evil@example.org",
      role: "admin",
      password: "x",
    });
    expect(renamed.json()).toMatchObject({
      message: "User updated successfully",
      data: { name: "Ada King", email: "ada@example.org" },
    });
    expect((await call(admin, "GET", `/api/admin/users/${ada._id}`)).json().data).toMatchObject({
      name: "Ada King",
      email: "ada@example.org",
    });
    const badName = await call(admin, "PUT", "/api/admin/users", { _id: ada._id, name: "Ada 2" });
    expect(badName.json().errors.name).toBe("Name can only contain letters and spaces");
    expect((await login(context.app, "ada@example.org")).statusCode).toBe(200);
  });

  it("deactivating a user takes effect at once: their token is refused and they cannot sign in", async () => {
    const admin = await signInAdmin(context.app, context.database);
    const token = await signUp(context.app, context.mailer, "ada@example.org");
    const [ada] = (await call(admin, "GET", "/api/admin/users")).json().data;
    const response = await call(admin, "PUT", "/api/admin/users", { _id: ada._id, active: false });
    expect(response.json()).toMatchObject({
      message: "User status updated successfully",
      data: { active: false },
    });
    expect((await call(token, "GET", "/api/users/me")).statusCode).toBe(401);
    expect((await login(context.app, "ada@example.org")).statusCode).toBe(403);

    await call(admin, "PUT", "/api/admin/users", { _id: ada._id, active: true });
    expect((await login(context.app, "ada@example.org")).statusCode).toBe(200);
  });

  it("needs an admin: none 401, a user 403, an unknown id 404", async () => {
    const user = await signUp(context.app, context.mailer, "ada@example.org");
    expect((await call(undefined, "GET", "/api/admin/users")).statusCode).toBe(401);
    expect((await call(user, "GET", "/api/admin/users")).statusCode).toBe(403);
    const admin = await signInAdmin(context.app, context.database);
    expect((await call(admin, "GET", `/api/admin/users/${newId()}`)).statusCode).toBe(404);
    expect(
      (await call(admin, "PUT", "/api/admin/users", { _id: newId(), name: "Nobody Here" }))
        .statusCode,
    ).toBe(404);
  });
});
