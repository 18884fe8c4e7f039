import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/plugins/rate-limits.js";
import { login } from "../support/accounts.js";
import { useTestApp } from "../support/test-app.js";

describe("rate limits", () => {
  const context = useTestApp("pglite", { env: { RATE_LIMIT_FACTOR: "1" } });

  it("stops password guessing on one account with 429, Retry-After and a clear message", async () => {
    const { max } = RATE_LIMITS.loginPerAccount;
    for (let attempt = 0; attempt < max; attempt++) {
      expect((await login(context.app, "ada@example.org", "Wr0ng!password")).statusCode).toBe(401);
    }
    const blocked = await login(context.app, "ada@example.org", "Wr0ng!password");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      message: "Too many attempts. Please try again in 15 minutes.",
    });
    expect((await login(context.app, "grace@example.org", "Wr0ng!password")).statusCode).toBe(401);
  });

  it("limits password-reset requests per email", async () => {
    const { max } = RATE_LIMITS.forgotPasswordPerAccount;
    const ask = () =>
      context.app.inject({
        method: "POST",
        url: "/api/users/forget-password",
        payload: { email: "target@example.org" },
      });
    for (let attempt = 0; attempt < max; attempt++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
