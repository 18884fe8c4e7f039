import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/plugins/rate-limits.js";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Issue 22: duplicating a form and exporting responses are heavy work with a limit of their
// own, per account, that a person at the screen never meets and a script does.
describe.each(databaseKinds())("limits of the heavy routes on %s", (kind) => {
  const context = useTestApp(kind, { env: { RATE_LIMIT_FACTOR: "1" } });

  async function callUntilLimited(url: string, method: "GET" | "POST", token: string) {
    const statuses: number[] = [];
    for (let call = 0; call <= RATE_LIMITS.exportPerUser.max; call++) {
      statuses.push((await context.app.inject({ method, url, headers: bearer(token) })).statusCode);
    }
    return statuses;
  }

  it("answers 429 with Retry-After to the 31st export in ten minutes", async () => {
    expect(RATE_LIMITS.exportPerUser).toEqual({ max: 30, minutes: 10, by: "user" });
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner);
    const url = `/api/responses/form/${form._id}/export`;

    const statuses = await callUntilLimited(url, "GET", owner);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    const limited = await context.app.inject({ method: "GET", url, headers: bearer(owner) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/^Too many attempts/);

    // Per account: another owner exports as usual.
    const other = await signUp(context.app, context.mailer, "other@example.org");
    const theirs = await createForm(context.app, other);
    const allowed = await context.app.inject({
      method: "GET",
      url: `/api/responses/form/${theirs._id}/export`,
      headers: bearer(other),
    });
    expect(allowed.statusCode).toBe(200);
  });

  it("answers 429 with Retry-After to the 31st duplicate in ten minutes", async () => {
    expect(RATE_LIMITS.duplicatePerUser).toEqual({ max: 30, minutes: 10, by: "user" });
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner);
    const url = `/api/forms/${form._id}/duplicate`;

    const statuses = await callUntilLimited(url, "POST", owner);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(statuses[30]).toBe(429);
    const limited = await context.app.inject({ method: "POST", url, headers: bearer(owner) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const listed = await context.app.inject({
      method: "GET",
      url: "/api/forms?limit=100",
      headers: bearer(owner),
    });
    expect(listed.json().total).toBe(31);
  });
});
