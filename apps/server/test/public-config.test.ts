import { describe, expect, it } from "vitest";
import { databaseKinds } from "./support/databases.js";
import { useTestApp } from "./support/test-app.js";

describe.each(databaseKinds())("GET /api/config on %s", (kind) => {
  const context = useTestApp(kind, { env: { PUBLIC_URL: "https://forms.example.org/" } });

  it("names the captcha and the public address that share links are built on", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      statusCode: 200,
      message: "OK",
      data: {
        captcha: { provider: "altcha", siteKey: null },
        publicUrl: "https://forms.example.org",
        sso: null,
        isPasswordSignInOn: true,
      },
    });
  });
});
