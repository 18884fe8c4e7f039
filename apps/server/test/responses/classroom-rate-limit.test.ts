import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/plugins/rate-limits.js";
import { signUp } from "../support/accounts.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

const ROOM_SIZE = 300;
const SCHOOL = "203.0.113.7";

// The limits are kept in memory, whatever the database: one database is enough here.
describe("submission limits behind one address", () => {
  const context = useTestApp("pglite", { env: { RATE_LIMIT_FACTOR: "1" } });

  const submitFrom = (remoteAddress: string, formId: string) =>
    context.app.inject({
      method: "POST",
      url: `/api/responses/${formId}`,
      remoteAddress,
      payload: { answers: [] },
    });

  it("lets a room of 300 behind one address submit within a minute, then stops a script", async () => {
    const owner = await signUp(context.app, context.mailer, "teacher@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({
        isPublic: true,
        questions: [{ questionType: "text", questionText: "Your name?", required: false }],
      }),
    );

    // The whole class at once, in waves as browsers on one network send them.
    const statuses: number[] = [];
    for (let wave = 0; wave < ROOM_SIZE / 50; wave++) {
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => submitFrom(SCHOOL, form._id)),
      );
      statuses.push(...replies.map((reply) => reply.statusCode));
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(ROOM_SIZE);

    // A script keeps going from the same address: past the per-minute cap it gets 429.
    const { max } = RATE_LIMITS.submitPerIp;
    for (let sent = ROOM_SIZE; sent < max; sent++) {
      expect((await submitFrom(SCHOOL, form._id)).statusCode).toBe(201);
    }
    const refused = await submitFrom(SCHOOL, form._id);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);

    // Another address is not held back by it.
    expect((await submitFrom("198.51.100.9", form._id)).statusCode).toBe(201);
  });

  it("caps an address's hour well below what a script could send at a classroom's pace", () => {
    expect(RATE_LIMITS.submitPerIp.max).toBeGreaterThanOrEqual(ROOM_SIZE);
    expect(RATE_LIMITS.submitPerIpHourly.max).toBeLessThan(RATE_LIMITS.submitPerIp.max * 60);
  });
});
