import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes, users } from "../../src/db/schema.js";
import { bearer, register, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { codeIn } from "../support/memory-mailer.js";
import { useTestApp } from "../support/test-app.js";

const EMAIL = "ada@example.org";
const INVALID_CODE = "Invalid or expired verification code. Check it, or request a new one.";

describe.each(databaseKinds())("verifying an email on %s", (kind) => {
  const context = useTestApp(kind);

  const verify = (otp: string, email = EMAIL) =>
    context.app.inject({ method: "POST", url: "/api/users/verify-otp", payload: { email, otp } });
  const wrongCodeFor = (code: string) => (code === "000000" ? "111111" : "000000");

  it("verifies with the mailed code and signs the user in", async () => {
    await register(context.app, { email: EMAIL });
    const response = await verify(codeIn(context.mailer.lastTo(EMAIL)));
    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(session).toMatchObject({
      name: "Ada Lovelace",
      email: EMAIL,
      user: { email: EMAIL, isVerified: true },
    });
    const me = await context.app.inject({
      method: "GET",
      url: "/api/users/me",
      headers: bearer(session.token),
    });
    expect(me.statusCode).toBe(200);
  });

  it("allows five guesses, then only a new code works", async () => {
    await register(context.app, { email: EMAIL });
    const code = codeIn(context.mailer.lastTo(EMAIL));
    for (let guess = 0; guess < 5; guess++) {
      const response = await verify(wrongCodeFor(code));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(INVALID_CODE);
    }
    const right = await verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe(INVALID_CODE);

    const resend = await context.app.inject({
      method: "POST",
      url: "/api/users/resend-otp",
      payload: { email: EMAIL },
    });
    expect(resend.statusCode).toBe(200);
    expect((await verify(codeIn(context.mailer.lastTo(EMAIL)))).statusCode).toBe(200);
  });

  it("refuses an expired code", async () => {
    await register(context.app, { email: EMAIL });
    await context.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await verify(codeIn(context.mailer.lastTo(EMAIL)));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(INVALID_CODE);
  });

  it("replaces the code on resend: the old one stops working", async () => {
    await register(context.app, { email: EMAIL });
    const [before] = await context.database.db.select().from(oneTimeCodes);
    await context.app.inject({
      method: "POST",
      url: "/api/users/resend-otp",
      payload: { email: EMAIL },
    });
    const [after] = await context.database.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.userId, before!.userId));
    expect(after?.codeHash).not.toBe(before?.codeHash);
    expect(await context.database.db.select().from(oneTimeCodes)).toHaveLength(1);
  });

  it("never accepts a used code twice", async () => {
    await register(context.app, { email: EMAIL });
    const code = codeIn(context.mailer.lastTo(EMAIL));
    expect((await verify(code)).statusCode).toBe(200);
    const again = await verify(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVALID_CODE);
  });

  it("answers an unknown, a verified and a deactivated address exactly like a wrong code", async () => {
    await register(context.app, { email: EMAIL });
    const wrong = await verify(wrongCodeFor(codeIn(context.mailer.lastTo(EMAIL))));
    await signUp(context.app, context.mailer, "grace@example.org");
    await signUp(context.app, context.mailer, "hedy@example.org");
    await context.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.email, "hedy@example.org"));

    const expected = { statusCode: 400, code: "INVALID_CODE", message: INVALID_CODE };
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 400,
      body: expected,
    });
    for (const email of ["nobody@example.org", "grace@example.org", "hedy@example.org"]) {
      const response = await verify("123456", email);
      expect({ email, status: response.statusCode, body: response.json() }).toEqual({
        email,
        status: 400,
        body: expected,
      });
    }
  });

  it("answers resend the same for anyone and mails only a pending address", async () => {
    const resend = await context.app.inject({
      method: "POST",
      url: "/api/users/resend-otp",
      payload: { email: "nobody@example.org" },
    });
    expect(resend.statusCode).toBe(200);
    expect(context.mailer.sent).toHaveLength(0);
  });

  it("stores codes hashed, never in clear", async () => {
    await register(context.app, { email: EMAIL });
    const [row] = await context.database.db.select().from(oneTimeCodes);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(codeIn(context.mailer.lastTo(EMAIL)));
  });
});
