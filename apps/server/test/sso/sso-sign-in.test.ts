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

  it("links an existing account by its verified email, and finds it by the identity after the email changes", async () => {
    await signUp(context.app, context.mailer, "ada@example.org");
    person("ada-at-idp", "ada@example.org");
    const first = await signInWithSso(context.app, "ada-at-idp");
    expect(first.json().data.email).toBe("ada@example.org");
    const [account] = await context.database.db.select().from(users);
    const links = await context.database.db.select().from(oidcIdentities);
    expect(links).toEqual([
      expect.objectContaining({
        userId: account?.id,
        issuer: provider.issuer,
        subject: "ada-at-idp",
      }),
    ]);

    person("ada-at-idp", "ada.lovelace@elsewhere.test");
    const later = await signInWithSso(context.app, "ada-at-idp");
    expect(later.statusCode).toBe(200);
    expect(later.json().data.user._id).toBe(account?.id);
    expect(await context.database.db.select().from(users)).toHaveLength(1);
  });

  it("takes a pending sign-up of the address from whoever made it: its password no longer opens it", async () => {
    await register(context.app, { email: "ada@example.org" });
    person("ada-at-idp", "ada@example.org");
    expect((await signInWithSso(context.app, "ada-at-idp")).statusCode).toBe(200);
    const [account] = await context.database.db.select().from(users);
    expect(account?.isVerified).toBe(true);
    expect((await login(context.app, "ada@example.org")).statusCode).toBe(401);
  });

  it("refuses an email the provider has not verified, creating and linking nothing", async () => {
    await signUp(context.app, context.mailer, "ada@example.org");
    person("mallory", "ada@example.org", false);
    const back = await returnToApp(context.app, await answerFromProvider(context.app, "mallory"));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/login?sso=unverified`);
    expect(await context.database.db.select().from(oidcIdentities)).toEqual([]);
  });

  it("refuses a person without an email address as unverified", async () => {
    provider.people.set("nameless", { emailVerified: true });
    const back = await returnToApp(context.app, await answerFromProvider(context.app, "nameless"));
    expect(back.headers.location).toBe(`${PUBLIC_URL}/login?sso=unverified`);
  });

  it("refuses a new person whose email domain is not allowed", async () => {
    person("eve", "eve@not-allowed.test");
    const back = await returnToApp(context.app, await answerFromProvider(context.app, "eve"));
    expect(back.headers.location).toBe(`${PUBLIC_URL}/login?sso=domain`);
    expect(await context.database.db.select().from(users)).toEqual([]);
  });

  it("refuses a deactivated account as password sign-in does", async () => {
    person("grace", "grace@example.org");
    expect((await signInWithSso(context.app, "grace")).statusCode).toBe(200);
    await context.database.db.update(users).set({ active: false });
    const back = await returnToApp(context.app, await answerFromProvider(context.app, "grace"));
    expect(back.headers.location).toBe(`${PUBLIC_URL}/login?sso=deactivated`);
  });

  it("refuses an answer whose state is not the one this browser started with", async () => {
    person("grace", "grace@example.org");
    const answer = await answerFromProvider(context.app, "grace");
    const forged = answer.callbackPath.replace(/state=[^&]+/, "state=forged-state");
    const back = await returnToApp(context.app, { ...answer, callbackPath: forged });
    expect(back.headers.location).toBe(`${PUBLIC_URL}/login?sso=failed`);
    expect(await context.database.db.select().from(users)).toEqual([]);
  });

  it("refuses an answer brought by a browser that did not start the sign-in (no checks cookie)", async () => {
    person("grace", "grace@example.org");
    const answer = await answerFromProvider(context.app, "grace");
    const back = await returnToApp(context.app, { ...answer, cookie: "" });
    expect(back.headers.location).toBe(`${PUBLIC_URL}/login?sso=failed`);
    const altered = await returnToApp(context.app, { ...answer, cookie: `${answer.cookie}x` });
    expect(altered.headers.location).toBe(`${PUBLIC_URL}/login?sso=failed`);
  });

  it("refuses a replayed authorization code, even with the checks cookie kept", async () => {
    person("grace", "grace@example.org");
    const answer = await answerFromProvider(context.app, "grace");
    const first = await returnToApp(context.app, answer);
    expect(codeOf(first.headers.location)).toBeDefined();
    const replay = await returnToApp(context.app, answer);
    expect(replay.headers.location).toBe(`${PUBLIC_URL}/login?sso=failed`);
  });

  it("refuses an answer naming another issuer", async () => {
    person("grace", "grace@example.org");
    const answer = await answerFromProvider(context.app, "grace");
    const otherIssuer = encodeURIComponent("http://127.0.0.1:1");
    const forged = answer.callbackPath.replace(/iss=[^&]+/, `iss=${otherIssuer}`);
    expect(forged).not.toBe(answer.callbackPath);
    const back = await returnToApp(context.app, { ...answer, callbackPath: forged });
    expect(back.headers.location).toBe(`${PUBLIC_URL}/login?sso=failed`);
  });

  it("trades a one-time code once only, and never for a made-up one", async () => {
    person("grace", "grace@example.org");
    const back = await returnToApp(context.app, await answerFromProvider(context.app, "grace"));
    const code = codeOf(back.headers.location);
    const trade = () =>
      context.app.inject({ method: "POST", url: "/api/auth/oidc/session", payload: { code } });
    expect((await trade()).statusCode).toBe(200);
    const again = await trade();
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("SSO_CODE_INVALID");
    const madeUp = await context.app.inject({
      method: "POST",
      url: "/api/auth/oidc/session",
      payload: { code: "A".repeat(43) },
    });
    expect(madeUp.json().code).toBe("SSO_CODE_INVALID");
  });

  it("tells the web app the button and that password sign-in is on", async () => {
    const config = await context.app.inject({ method: "GET", url: "/api/config" });
    expect(config.json().data).toMatchObject({
      sso: { buttonLabel: null },
      isPasswordSignInOn: true,
    });
  });
});
