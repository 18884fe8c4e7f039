import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.js";
import { usedCaptchaNonces } from "../../src/db/schema.js";
import { solveCaptcha } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { useTestApp } from "../support/test-app.js";

describe.each(databaseKinds())("spent captcha solutions on %s", (kind) => {
  const context = useTestApp(kind);

  const signInWith = (app: typeof context.app, captcha: string) =>
    app.inject({
      method: "POST",
      url: "/api/users/login",
      payload: {
        email: "nobody@example.org",
        password: "Wr0ng!password",
        "g-recaptcha-response": captcha,
      },
    });

  it("stay refused by the next server on the same database (a restart)", async () => {
    const captcha = await solveCaptcha(context.app);
    expect((await signInWith(context.app, captcha)).statusCode).toBe(401);

    const restarted = await buildApp({
      config: context.config,
      database: context.database,
      mailer: context.mailer,
    });
    try {
      await restarted.ready();
      const replay = await signInWith(restarted, captcha);
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe("Captcha verification failed");
      const fresh = await signInWith(restarted, await solveCaptcha(restarted));
      expect(fresh.statusCode).toBe(401);
    } finally {
      await restarted.close();
    }
  });

  it("is checked but not spent by /verify-captcha, and a spent one fails it", async () => {
    const captcha = await solveCaptcha(context.app);
    const check = () =>
      context.app.inject({
        method: "POST",
        url: "/api/users/verify-captcha",
        payload: { "g-recaptcha-response": captcha },
      });
    expect((await check()).statusCode).toBe(200);
    expect((await signInWith(context.app, captcha)).statusCode).toBe(401);
    expect((await check()).statusCode).toBe(400);
  });

  it("forgets spent solutions once their challenge has expired", async () => {
    await signInWith(context.app, await solveCaptcha(context.app));
    await context.database.db
      .update(usedCaptchaNonces)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    await signInWith(context.app, await solveCaptcha(context.app));
    const rows = await context.database.db.select().from(usedCaptchaNonces);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
