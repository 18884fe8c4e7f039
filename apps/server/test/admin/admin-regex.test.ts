import { describe, expect, it } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { signInAdmin } from "../support/admin.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";

const PATTERN = { title: "Phone", regex: "^[0-9]{10}$", errorMessage: "Enter 10 digits" };

describe.each(databaseKinds())("admin regex patterns on %s", (kind) => {
  const context = useTestApp(kind);
  const call = (
    token: string | undefined,
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    payload?: object,
  ) => context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  it("creates, reads, updates only what changed, toggles and deletes", async () => {
    const admin = await signInAdmin(context.app, context.database);
    const created = await call(admin, "POST", "/api/admin/regex", {
      ...PATTERN,
      name: "Phone",
      type: "default",
      maxLength: 0,
      isRequired: false,
      active: null,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: "Regex pattern created successfully",
      data: { ...PATTERN, active: true, maxLength: 0, type: "default" },
    });
    const id = created.json().data._id;

    const fetched = await call(admin, "GET", `/api/admin/regex/${id}`);
    expect(fetched.json().data).toMatchObject(PATTERN);

    const renamed = await call(admin, "PUT", "/api/admin/regex", { _id: id, title: "Mobile" });
    expect(renamed.json()).toMatchObject({
      message: "Regex pattern updated successfully",
      data: { title: "Mobile", regex: PATTERN.regex, errorMessage: PATTERN.errorMessage },
    });
    const toggled = await call(admin, "PUT", "/api/admin/regex", { _id: id, active: false });
    expect(toggled.json()).toMatchObject({
      message: "Status updated successfully",
      data: { active: false },
    });
    const nothing = await call(admin, "PUT", "/api/admin/regex", { _id: id });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe("No changes to update");

    const deleted = await call(admin, "DELETE", `/api/admin/regex/${id}`);
    expect(deleted.json()).toEqual({
      statusCode: 200,
      message: "Regex pattern deleted successfully",
      data: null,
    });
    expect((await call(admin, "GET", `/api/admin/regex/${id}`)).statusCode).toBe(404);
    expect((await call(admin, "DELETE", `/api/admin/regex/${id}`)).statusCode).toBe(404);
  });

  it("refuses a pattern it cannot run safely, with a clear 400", async () => {
    const admin = await signInAdmin(context.app, context.database);
    for (const regex of ["^(a+)+$", "^(?=.*\\d).+$", "(x)\\1", "[unclosed"]) {
      const response = await call(admin, "POST", "/api/admin/regex", { ...PATTERN, regex });
      expect(response.statusCode, regex).toBe(400);
      expect(response.json().errors.regex, regex).toMatch(/catastrophic|not supported/);
    }
    const created = (await call(admin, "POST", "/api/admin/regex", PATTERN)).json().data;
    const update = await call(admin, "PUT", "/api/admin/regex", {
      _id: created._id,
      regex: "(a|aa)+$",
    });
    expect(update.statusCode).toBe(400);
    expect((await call(admin, "GET", `/api/admin/regex/${created._id}`)).json().data.regex).toBe(
      PATTERN.regex,
    );
  });

  it("needs an admin token for writes: none 401, a user's 403", async () => {
    const user = await signUp(context.app, context.mailer, "ada@example.org");
    expect((await call(undefined, "POST", "/api/admin/regex", PATTERN)).statusCode).toBe(401);
    const asUser = await call(user, "POST", "/api/admin/regex", PATTERN);
    expect(asUser.statusCode).toBe(403);
    expect(
      (
        await call(user, "PUT", "/api/admin/regex", {
          _id: "01a1fe2a-be2d-7215-86ce-c20720f3ac1e",
          active: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(user, "DELETE", "/api/admin/regex/01a1fe2a-be2d-7215-86ce-c20720f3ac1e"))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(user, "GET", "/api/admin/regex/01a1fe2a-be2d-7215-86ce-c20720f3ac1e")).statusCode,
    ).toBe(403);
  });

  it("answers a malformed id with 400", async () => {
    const admin = await signInAdmin(context.app, context.database);
    expect((await call(admin, "GET", "/api/admin/regex/42")).statusCode).toBe(400);
  });
});
