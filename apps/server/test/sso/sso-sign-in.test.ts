import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oidcIdentities, users } from "../../src/db/schema.js";
import { bearer, login, register, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import {
  answerFromProvider,
  codeOf,
  returnToApp,
  signInWithSso,
  startSsoSignIn,
} from "../support/sso-sign-in.js";
import { useTestApp } from "../support/test-app.js";
import { startTestProvider, type TestProvider } from "../support/test-oidc-provider.js";

const PUBLIC_URL = "http://formloom.test";
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`;

describe.each(databaseKinds())("single sign-on on %s", (kind) => {
  let provider: TestProvider;
  const env: NodeJS.ProcessEnv = { PUBLIC_URL };
  beforeAll(async () => {
    provider = await startTestProvider({ redirectUri: REDIRECT_URI });
    Object.assign(env, {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: "example.org",
    });
  });
  afterAll(() => provider?.close());
  const context = useTestApp(kind, { env });

  const person = (login: string, email: string, emailVerified = true) =>
    provider.people.set(login, { email, emailVerified, name: "Grace Hopper" });

  it("creates a verified account for a new person and hands the web app a session", async () => {
    person("grace", "Grace@Example.org");
    const response = await signInWithSso(context.app, "grace");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: "Login successful",
      data: { name: "Grace Hopper", email: "grace@example.org", user: { isVerified: true } },
    });
    const me = await context.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: bearer(response.json().data.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it("sends the browser to the provider with PKCE, state and nonce, keeping them in an httpOnly Lax cookie", async () => {
    const { started } = await startSsoSignIn(context.app);
    expect(started.statusCode).toBe(302);
    const location = new URL(String(started.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: "code",
      code_challenge_method: "S256",
      scope: "openid email profile",
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.any(String),
    });
    const cookie = started.cookies.find((each) => each.name === "formloom_sso");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth/oidc" });
    expect(cookie?.value).not.toContain(location.searchParams.get("state"));
  });
});
