import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.js";
import { bearer, login, STRONG_PASSWORD, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";

const EMAIL = "ada@example.org";

describe.each(databaseKinds())("profile and account on %s", (kind) => {
  const context = useTestApp(kind);

  const call = (method: "GET" | "PUT" | "POST", url: string, token?: string, payload?: object) =>
    context.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

  it("needs a valid token: none is 401, a forged one 401", async () => {
    expect((await call("GET", "/api/users/me")).statusCode).toBe(401);
    expect((await call("GET", "/api/users/me")).json().message).toBe("Please sign in to continue");
    const forged = await call("GET", "/api/users/me", "eyJhbGciOiJIUzI1NiJ9.e30.x");
    expect(forged.statusCode).toBe(401);
  });

  it("answers the profile and changes only the name", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const me = await call("GET", "/api/users/me", token);
    expect(me.json()).toMatchObject({
      message: "Profile fetched successfully",
      data: { name: "Ada Lovelace", email: EMAIL },
    });

    const updated = await call("PUT", "/api/users", token, {
      name: "Ada King",
      email: "other@example.org",
      role: "admin",
      isVerified: false,
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: "Profile updated successfully",
      data: { name: "Ada King", email: EMAIL, isVerified: true, active: true },
    });
    const [row] = await context.database.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row).toMatchObject({ name: "Ada King", role: "user", isVerified: true, active: true });
  });

  it("refuses a name the profile rules reject", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const response = await call("PUT", "/api/users", token, { name: "Ada" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toBe("Name must be at least 4 characters");
  });

  it("changes the password with 202, ends other sessions and keeps this one with a new token", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const other = (await login(context.app, EMAIL)).json().data.token;
    const response = await call("PUT", "/api/users/change-password", token, {
      oldPassword: STRONG_PASSWORD,
      newPassword: "N3w!secret",
    });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe("Password changed successfully");
    expect((await call("GET", "/api/users/me", token)).statusCode).toBe(401);
    expect((await call("GET", "/api/users/me", other)).statusCode).toBe(401);
    expect((await call("GET", "/api/users/me", response.json().data.token)).statusCode).toBe(200);
    expect((await login(context.app, EMAIL, "N3w!secret")).statusCode).toBe(200);
  });

  it("refuses a wrong current password and a weak new one", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const wrong = await call("PUT", "/api/users/change-password", token, {
      oldPassword: "Wr0ng!pass",
      newPassword: "N3w!secret",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Current password is incorrect");
    const weak = await call("PUT", "/api/users/change-password", token, {
      oldPassword: STRONG_PASSWORD,
      newPassword: "nouppercase1!",
    });
    expect(weak.json().errors.newPassword).toBe(
      "Password must contain atleast one uppercase letter",
    );
  });

  it("deactivates for real: password checked, reason kept, sessions ended, sign-in refused", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    const wrong = await call("POST", "/api/users/deactivate", token, {
      password: "Wr0ng!pass",
      reason: "privacy",
    });
    expect(wrong.statusCode).toBe(400);
    const noReason = await call("POST", "/api/users/deactivate", token, {
      password: STRONG_PASSWORD,
      reason: "other",
    });
    expect(noReason.json().errors.otherReason).toBe("Please provide a reason");

    const response = await call("POST", "/api/users/deactivate", token, {
      password: STRONG_PASSWORD,
      reason: "other",
      otherReason: "Moving to paper",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("Your account has been deactivated");
    const [row] = await context.database.db.select().from(users).where(eq(users.email, EMAIL));
    expect(row).toMatchObject({
      active: false,
      deactivationReason: "other",
      deactivationNote: "Moving to paper",
    });
    expect((await call("GET", "/api/users/me", token)).statusCode).toBe(401);
    expect((await login(context.app, EMAIL)).statusCode).toBe(403);
  });

  it("stops a session at once when the account is deactivated by someone else", async () => {
    const token = await signUp(context.app, context.mailer, EMAIL);
    await context.database.db.update(users).set({ active: false }).where(eq(users.email, EMAIL));
    const me = await call("GET", "/api/users/me", token);
    expect(me.statusCode).toBe(403);
    expect(me.json().message).toBe("This account has been deactivated");
  });
});
