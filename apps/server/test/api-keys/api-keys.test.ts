import { API_KEY_MESSAGES } from "@formloom/shared";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiKeys, users } from "../../src/db/schema.js";
import { createApiKey } from "../../src/modules/api-keys/service.js";
import { bearer, STRONG_PASSWORD, signUp } from "../support/accounts.js";
import { ADMIN, signInAdmin } from "../support/admin.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

type Method = "GET" | "POST" | "PUT" | "DELETE";

describe.each(databaseKinds())("API keys on %s", (kind) => {
  const context = useTestApp(kind);
  const inject = (token: string, method: Method, url: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: bearer(token) });

  async function ownerWithKey(scope: "read" | "read-write" = "read") {
    const session = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, session, formBody({ isPublic: true }));
    const created = await inject(session, "POST", "/api/users/api-keys", { name: "CI", scope });
    expect(created.statusCode, created.body).toBe(201);
    return {
      session,
      formId: form._id,
      questionId: form.questions[0]?._id,
      ...created.json().data,
    };
  }

  it("creates a key shown once, lists it without the key, and revokes it", async () => {
    const { session, key, _id, prefix } = await ownerWithKey();
    expect(key).toMatch(/^flk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const listed = (await inject(session, "GET", "/api/users/api-keys")).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ _id, name: "CI", scope: "read", prefix, lastUsedAt: null }),
    ]);
    expect(listed[0].key).toBeUndefined();
    const [stored] = await context.database.db.select().from(apiKeys);
    expect(stored?.keyHash).not.toContain(key.slice(4));

    const other = await signUp(context.app, context.mailer, "other@example.org");
    expect((await inject(other, "DELETE", `/api/users/api-keys/${_id}`)).statusCode).toBe(404);
    const revoked = await inject(session, "DELETE", `/api/users/api-keys/${_id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await inject(session, "GET", "/api/users/api-keys")).json().data).toEqual([]);
  });

  it("refuses a bad name, scope or expiry with the field's message", async () => {
    const session = await signUp(context.app, context.mailer, "owner@example.org");
    const refused = await inject(session, "POST", "/api/users/api-keys", {
      name: " ",
      scope: "admin",
      expiresInDays: 3,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      name: API_KEY_MESSAGES.nameRequired,
      scope: API_KEY_MESSAGES.scopeInvalid,
      expiresInDays: API_KEY_MESSAGES.expiryInvalid,
    });
  });

  it("reads forms, responses, the summary and the export, and records the last use", async () => {
    const { session, key, formId, questionId } = await ownerWithKey();
    await context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      payload: { answers: [{ questionId, answer: "Ada" }] },
    });

    const forms = await inject(key, "GET", "/api/forms");
    expect(forms.statusCode, forms.body).toBe(200);
    expect(forms.json().data.map((form: { _id: string }) => form._id)).toEqual([formId]);
    expect((await inject(key, "GET", `/api/forms/${formId}`)).statusCode).toBe(200);
    const listed = await inject(key, "GET", `/api/responses/${formId}`);
    expect(listed.json().total).toBe(1);
    expect((await inject(key, "GET", `/api/responses/form/${formId}`)).statusCode).toBe(200);
    const exported = await inject(key, "GET", `/api/responses/form/${formId}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("Ada");

    const [listedKey] = (await inject(session, "GET", "/api/users/api-keys")).json().data;
    expect(listedKey.lastUsedAt).not.toBeNull();
  });

  it("reaches only its owner's forms", async () => {
    const { key } = await ownerWithKey();
    const other = await signUp(context.app, context.mailer, "other@example.org");
    const theirs = await createForm(context.app, other, formBody({ title: "Not yours" }));
    expect((await inject(key, "GET", `/api/forms/${theirs._id}`)).statusCode).toBe(404);
    expect((await inject(key, "GET", `/api/responses/form/${theirs._id}/export`)).statusCode).toBe(
      404,
    );
    const titles = (await inject(key, "GET", "/api/forms"))
      .json()
      .data.map((form: { title: string }) => form.title);
    expect(titles).not.toContain("Not yours");
  });

  it("moves the last use on at most once a minute", async () => {
    const { key, _id } = await ownerWithKey();
    const lastUsed = async () =>
      (await context.database.db.select().from(apiKeys).where(eq(apiKeys.id, _id)))[0]?.lastUsedAt;
    await inject(key, "GET", "/api/forms");
    const first = await lastUsed();
    await inject(key, "GET", "/api/forms");
    expect(await lastUsed()).toEqual(first);
    await context.database.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiKeys.id, _id));
    await inject(key, "GET", "/api/forms");
    expect((await lastUsed())?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets a read-write key create and update forms, and a read key not (403, clearly)", async () => {
    const reader = await ownerWithKey("read");
    const writer = await inject(reader.session, "POST", "/api/users/api-keys", {
      name: "Deploy",
      scope: "read-write",
    });
    const writeKey = writer.json().data.key as string;

    const refused = await inject(reader.key, "POST", "/api/forms", formBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(API_KEY_MESSAGES.readOnly);
    const refusedUpdate = await inject(
      reader.key,
      "PUT",
      `/api/forms/${reader.formId}`,
      formBody(),
    );
    expect(refusedUpdate.statusCode).toBe(403);

    const created = await inject(writeKey, "POST", "/api/forms", formBody({ title: "By key" }));
    expect(created.statusCode, created.body).toBe(201);
    const formId = created.json().data._id;
    const updated = await inject(writeKey, "PUT", `/api/forms/${formId}`, {
      ...formBody({ title: "Renamed by key" }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.title).toBe("Renamed by key");
    expect((await inject(writeKey, "DELETE", `/api/forms/${formId}`)).statusCode).toBe(403);
  });

  it("answers 401 at once to a revoked, expired, unknown or malformed key", async () => {
    const { session, key, _id } = await ownerWithKey();
    expect((await inject(key, "GET", "/api/forms")).statusCode).toBe(200);
    await inject(session, "DELETE", `/api/users/api-keys/${_id}`);
    const revoked = await inject(key, "GET", "/api/forms");
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().message).toBe(API_KEY_MESSAGES.invalid);

    const expiring = await inject(session, "POST", "/api/users/api-keys", {
      name: "Short",
      scope: "read",
      expiresInDays: 7,
    });
    const expiringKey = expiring.json().data.key as string;
    expect((await inject(expiringKey, "GET", "/api/forms")).statusCode).toBe(200);
    await context.database.db.update(apiKeys).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await inject(expiringKey, "GET", "/api/forms")).statusCode).toBe(401);

    for (const bad of [
      `flk_${"A".repeat(43)}`,
      "flk_",
      "flk_short",
      `flk_${"€".repeat(43)}`,
      `${key}x`,
    ]) {
      const response = await inject(bad, "GET", "/api/forms");
      expect(response.statusCode, bad).toBe(401);
    }
  });

  it("never lets a key reach account, key or admin routes, even an admin's key", async () => {
    const { key: readKey, _id } = await ownerWithKey("read-write");
    for (const [method, url, payload] of [
      ["GET", "/api/users/me"],
      ["PUT", "/api/users", { name: "Mallory" }],
      ["PUT", "/api/users/change-password", { oldPassword: "x", newPassword: "N3w!passw0rd" }],
      ["POST", "/api/users/deactivate", { password: "x", reason: "privacy" }],
      ["GET", "/api/users/api-keys"],
      ["POST", "/api/users/api-keys", { name: "More", scope: "read-write" }],
      ["DELETE", `/api/users/api-keys/${_id}`],
      ["GET", "/api/admin/users"],
    ] as const) {
      const response = await inject(readKey, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toBe(API_KEY_MESSAGES.notAllowed);
    }

    await signInAdmin(context.app, context.database);
    const [admin] = await context.database.db
      .select()
      .from(users)
      .where(eq(users.email, ADMIN.email));
    const adminKey = await createApiKey(context.database.db, {
      userId: admin?.id as string,
      name: "Root",
      scope: "read-write",
      expiresInDays: null,
      workspaceId: null,
    });
    for (const url of ["/api/admin/users", `/api/admin/users/${admin?.id}`, "/api/users/me"]) {
      expect((await inject(adminKey.key, "GET", url)).statusCode, url).toBe(403);
    }
  });

  it("stops a deactivated user's key", async () => {
    const { key } = await ownerWithKey();
    expect((await inject(key, "GET", "/api/forms")).statusCode).toBe(200);
    await context.database.db.update(users).set({ active: false });
    expect((await inject(key, "GET", "/api/forms")).statusCode).toBe(403);
  });

  it("ends a key with its account's deactivation by an admin: reactivated, the account has none", async () => {
    const { key, session } = await ownerWithKey("read-write");
    const [owner] = await context.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "owner@example.org"));
    const admin = await signInAdmin(context.app, context.database);
    const setActive = (active: boolean) =>
      inject(admin, "PUT", "/api/admin/users", { _id: owner?.id, active });
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await inject(key, "GET", "/api/forms")).statusCode).toBe(401);
    expect((await setActive(true)).statusCode).toBe(200);

    const afterReactivation = await inject(key, "GET", "/api/forms");
    expect(afterReactivation.statusCode).toBe(401);
    expect(await context.database.db.select().from(apiKeys)).toEqual([]);
    // The old session stays ended too; a new sign-in starts with an empty key list.
    expect((await inject(session, "GET", "/api/users/api-keys")).statusCode).toBe(401);
  });

  it("ends a key with its owner's own deactivation", async () => {
    const { key, session } = await ownerWithKey();
    const deactivated = await inject(session, "POST", "/api/users/deactivate", {
      password: STRONG_PASSWORD,
      reason: "privacy",
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    await context.database.db.update(users).set({ active: true });
    expect((await inject(key, "GET", "/api/forms")).statusCode).toBe(401);
  });

  it("documents the key scheme on exactly the routes that take keys", async () => {
    const document = (await context.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
    const withKeys = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations as Record<string, { security?: object[] }>)
        .filter(([, operation]) => operation.security?.some((scheme) => "apiKey" in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(withKeys.sort()).toEqual([
      "GET /api/forms",
      "GET /api/forms/{id}",
      "GET /api/forms/{id}/blocked-submissions",
      "GET /api/forms/{id}/funnel",
      "GET /api/forms/{id}/partials",
      "GET /api/forms/{id}/partials/export",
      "GET /api/responses/form/{id}",
      "GET /api/responses/form/{id}/export",
      "GET /api/responses/{formId}",
      "GET /api/workspaces/{workspaceId}/themes",
      "PATCH /api/workspaces/{workspaceId}/themes/{themeId}",
      "POST /api/forms",
      "POST /api/forms/{id}/move",
      "POST /api/forms/{id}/option-images",
      "POST /api/forms/{id}/theme-images",
      "POST /api/workspaces/{workspaceId}/themes",
      "PUT /api/forms/{id}",
      "PUT /api/forms/{id}/password",
      "PUT /api/forms/{id}/settings",
      "PUT /api/forms/{id}/status",
      "PUT /api/forms/{id}/translations/{language}",
    ]);
  });

  it("keeps session tokens working beside keys", async () => {
    const { session } = await ownerWithKey();
    expect((await inject(session, "GET", "/api/users/me")).statusCode).toBe(200);
    expect((await inject("not-a-token", "GET", "/api/forms")).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())("the per-key rate limit on %s", (kind) => {
  const context = useTestApp(kind, { env: { RATE_LIMIT_FACTOR: "1" } });

  it("answers 429 with Retry-After once a key has made 120 requests in a minute", async () => {
    const session = await signUp(context.app, context.mailer, "owner@example.org");
    const keyFor = async (name: string) =>
      (
        await context.app.inject({
          method: "POST",
          url: "/api/users/api-keys",
          headers: bearer(session),
          payload: { name, scope: "read" },
        })
      ).json().data.key as string;
    const busy = await keyFor("Busy");
    const quiet = await keyFor("Quiet");
    const get = (key: string) =>
      context.app.inject({ method: "GET", url: "/api/forms", headers: bearer(key) });

    for (let sent = 0; sent < 120; sent++) expect((await get(busy)).statusCode).toBe(200);
    const limited = await get(busy);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await get(quiet)).statusCode).toBe(200);
  });
});
