import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import {
  describeDatabaseError,
  isDatabaseUnavailable,
  nameStatement,
} from "./database-failures.js";

const withCode = (code: string, message = "failed") => Object.assign(new Error(message), { code });
const wrapped = (cause: unknown) =>
  new DrizzleQueryError(
    'insert into "responses" ("answers") values ($1)',
    ["secret"],
    cause as Error,
  );

describe("isDatabaseUnavailable", () => {
  it("knows a database that is down, restarting, saturated or timed out, wrapped or not", () => {
    for (const code of ["57P01", "57P03", "08006", "53300", "57014", "25P03"]) {
      expect(isDatabaseUnavailable(wrapped(withCode(code))), code).toBe(true);
    }
    expect(isDatabaseUnavailable(wrapped(withCode("ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    const refused = Object.assign(withCode("ECONNREFUSED"), { syscall: "connect" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it("leaves the request's own faults and other services' outages alone", () => {
    for (const code of ["23505", "23503", "22P02", "42P01"]) {
      expect(isDatabaseUnavailable(wrapped(withCode(code))), code).toBe(false);
    }
    const captchaDown = new TypeError("fetch failed", { cause: withCode("ECONNREFUSED") });
    expect(isDatabaseUnavailable(captchaDown)).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});

describe("describeDatabaseError", () => {
  it("keeps the driver's code and message and the statement's name, drops the parameters", () => {
    const described = describeDatabaseError(
      wrapped(Object.assign(withCode("23505", "duplicate key"), { detail: "Key (email)=(a@b.c)" })),
    );
    expect(described).toEqual({
      type: "DatabaseError",
      code: "23505",
      message: "duplicate key",
      statement: expect.stringMatching(/^insert into responses #[0-9a-f]{8}$/),
    });
    expect(JSON.stringify(described)).not.toContain("secret");
    expect(JSON.stringify(described)).not.toContain("a@b.c");
  });

  it("hides a data exception's message, which quotes the value refused", () => {
    const described = describeDatabaseError(
      wrapped(withCode("22P02", 'invalid input syntax for type uuid: "secret"')),
    );
    expect(JSON.stringify(described)).not.toContain("secret");
  });

  it("says nothing of an error that is not the database's", () => {
    expect(describeDatabaseError(new Error("boom"))).toBeUndefined();
  });
});

describe("nameStatement", () => {
  it("names the verb and first table, and tells different statements apart", () => {
    expect(nameStatement('select "id" from "forms" where "id" = $1')).toMatch(/^select forms #/);
    expect(nameStatement('update "users" set "name" = $1')).toMatch(/^update users #/);
    expect(nameStatement("select 1")).not.toBe(nameStatement("select 2"));
  });
});
