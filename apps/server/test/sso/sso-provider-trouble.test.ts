import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseKinds } from "../support/databases.js";
import { answerFromProvider, returnToApp, startSsoSignIn } from "../support/sso-sign-in.js";
import { useTestApp } from "../support/test-app.js";
import {
  findFreePort,
  startTestProvider,
  TEST_CLIENT,
  type TestProvider,
} from "../support/test-oidc-provider.js";

const PUBLIC_URL = "http://formloom.test";
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/oidc/callback`;
const clientEnv = {
  OIDC_CLIENT_ID: TEST_CLIENT.clientId,
  OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
};

describe.each(databaseKinds())("single sign-on with a provider in trouble on %s", (kind) => {
  describe("a provider that is down when the server starts", () => {
    let port: number;
    let provider: TestProvider | undefined;
    const env: NodeJS.ProcessEnv = { PUBLIC_URL, ...clientEnv };
    beforeAll(async () => {
      port = await findFreePort();
      env.OIDC_ISSUER = `http://127.0.0.1:${port}`;
    });
    afterAll(() => provider?.close());
    const context = useTestApp(kind, { env });

    it("starts anyway, says the provider is unavailable, and signs in once it is back", async () => {
      const { started } = await startSsoSignIn(context.app);
      expect(started.statusCode).toBe(302);
      expect(started.headers.location).toBe(`${PUBLIC_URL}/login?sso=unavailable`);

      provider = await startTestProvider({ redirectUri: REDIRECT_URI, port });
      provider.people.set("grace", { email: "grace@example.org", emailVerified: true });
      const back = await returnToApp(context.app, await answerFromProvider(context.app, "grace"));
      expect(back.headers.location).toMatch(/^http:\/\/formloom\.test\/login\/sso#code=[\w-]{43}$/);
    });
  });

  describe("a provider whose discovery names another issuer", () => {
    let provider: TestProvider;
    const env: NodeJS.ProcessEnv = { PUBLIC_URL, ...clientEnv };
    beforeAll(async () => {
      provider = await startTestProvider({ redirectUri: REDIRECT_URI, host: "localhost" });
      // The same server, reached by a name that is not the issuer it declares.
      env.OIDC_ISSUER = provider.issuer.replace("localhost", "127.0.0.1");
    });
    afterAll(() => provider?.close());
    const context = useTestApp(kind, { env });

    it("refuses to sign anyone in through it", async () => {
      const { started } = await startSsoSignIn(context.app);
      expect(started.headers.location).toBe(`${PUBLIC_URL}/login?sso=failed`);
    });
  });

  describe("a site served over https", () => {
    let provider: TestProvider;
    const env: NodeJS.ProcessEnv = { PUBLIC_URL: "https://forms.example.org", ...clientEnv };
    beforeAll(async () => {
      provider = await startTestProvider({ redirectUri: REDIRECT_URI });
      env.OIDC_ISSUER = provider.issuer;
    });
    afterAll(() => provider?.close());
    const context = useTestApp(kind, { env });

    it("keeps the sign-in checks in a Secure cookie, and names its own callback to the provider", async () => {
      const { started } = await startSsoSignIn(context.app);
      const cookie = started.cookies.find((each) => each.name === "formloom_sso");
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Lax" });
      const location = new URL(String(started.headers.location));
      expect(location.searchParams.get("redirect_uri")).toBe(
        "https://forms.example.org/api/auth/oidc/callback",
      );
    });
  });

  describe("a server without single sign-on", () => {
    const context = useTestApp(kind);

    it("answers its SSO routes 404 and offers no button", async () => {
      for (const url of ["/api/auth/oidc/start", "/api/auth/oidc/callback?code=x&state=y"]) {
        const response = await context.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe("SSO_NOT_CONFIGURED");
      }
      const config = await context.app.inject({ method: "GET", url: "/api/config" });
      expect(config.json().data).toMatchObject({ sso: null, isPasswordSignInOn: true });
    });
  });
});
