import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes } from "../../src/db/schema.js";
import { bearer, register } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { codeIn } from "../support/memory-mailer.js";
import { useTestApp } from "../support/test-app.js";

const EMAIL = "ada@example.org";

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

  it("allows five guesses, counting down, then wants a new code", async () => {
    await register(context.app, { email: EMAIL });
    const code = codeIn(context.mailer.lastTo(EMAIL));
    const messages: string[] = [];
    for (let guess = 0; guess < 5; guess++) {
      const response = await verify(wrongCodeFor(code));
      expect(response.statusCode).toBe(400);
      messages.push(response.json().message);
    }
    expect(messages).toEqual([
      "Invalid verification code. 4 attempts left.",
      "Invalid verification code. 3 attempts left.",
      "Invalid verification code. 2 attempts left.",
      "Invalid verification code. 1 attempt left.",
      "Too many wrong attempts. Please request a new code.",
    ]);
    const right = await verify(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe("Too many wrong attempts. Please request a new code.");

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
    expect(response.json().message).toBe("This code has expired. Please request a new one.");
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
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This email is already verified. Please sign in.");
  });

  it("answers an unknown email like a wrong code, and resend the same for anyone", async () => {
    const unknown = await verify("123456", "nobody@example.org");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Invalid verification code");
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
