import { describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.js";
import { hashPassword } from "../../src/lib/password-hash.js";
import { login, register, STRONG_PASSWORD } from "../support/accounts.js";
import { ADMIN, signInAdmin } from "../support/admin.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";
import { TEST_CLIENT } from "../support/test-oidc-provider.js";

const EMAIL = "ada@example.org";

describe.each(databaseKinds())("OIDC_ONLY=true on %s", (kind) => {
  // No provider needed: these requests never reach it.
  const context = useTestApp(kind, {
    env: {
      OIDC_ISSUER: "http://127.0.0.1:1",
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_BUTTON_LABEL: "Sign in with Example ID",
      OIDC_ONLY: "true",
    },
  });

  async function addUser() {
    await context.database.db.insert(users).values({
      id: crypto.randomUUID(),
      name: "Ada Lovelace",
      email: EMAIL,
      passwordHash: await hashPassword(STRONG_PASSWORD),
      isVerified: true,
    });
  }

  it("refuses a person's password sign-in, once the password is right", async () => {
    await addUser();
    const right = await login(context.app, EMAIL);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: "PASSWORD_SIGN_IN_OFF",
      message: "Password sign-in is turned off here: please sign in with single sign-on.",
    });
    const wrong = await login(context.app, EMAIL, "Wr0ng!password");
    expect(wrong.json().code).toBe("INVALID_CREDENTIALS");
  });

  it("refuses sign-up", async () => {
    const response = await register(context.app, { email: EMAIL });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("PASSWORD_SIGN_IN_OFF");
  });

  it("closes a pending sign-up's code too: it signs in with SSO instead", async () => {
    for (const [url, payload] of [
      ["/api/users/verify-otp", { email: EMAIL, otp: "123456" }],
      ["/api/users/resend-otp", { email: EMAIL }],
    ] as const) {
      const response = await context.app.inject({ method: "POST", url, payload });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code, url).toBe("PASSWORD_SIGN_IN_OFF");
    }
  });

  it("keeps the installation admin's password sign-in, on the admin and the user sign-in", async () => {
    await signInAdmin(context.app, context.database);
    const asUser = await login(context.app, ADMIN.email, ADMIN.password);
    expect(asUser.statusCode).toBe(200);
  });

  it("mails a reset link to the admin only, answering a person the same", async () => {
    await addUser();
    await signInAdmin(context.app, context.database);
    for (const email of [EMAIL, ADMIN.email]) {
      const answer = await context.app.inject({
        method: "POST",
        url: "/api/users/forget-password",
        payload: { email },
      });
      expect(answer.statusCode, email).toBe(200);
      expect(answer.json().message).toBe("Email sent successfully! Please check your inbox.");
    }
    await context.app.afterReply.settle();
    expect(context.mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      [ADMIN.email, "Formloom: reset your password"],
    ]);
  });

  it("tells the web app that password sign-in is off, and the button's label", async () => {
    const config = await context.app.inject({ method: "GET", url: "/api/config" });
    expect(config.json().data).toMatchObject({
      sso: { buttonLabel: "Sign in with Example ID" },
      isPasswordSignInOn: false,
    });
  });
});
