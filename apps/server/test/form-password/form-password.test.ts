import { randomBytes } from "node:crypto";
import { FORM_UNLOCK_HEADER } from "@formloom/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, forms } from "../../src/db/schema.js";
import { RATE_LIMITS } from "../../src/plugins/rate-limits.js";
import { bearer, signUp } from "../support/accounts.js";
import { type DatabaseKind, databaseKinds } from "../support/databases.js";
import { createForm, formBody } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";
import { multipartBody, PDF_BYTES } from "../support/uploads.js";

const PASSWORD = "open sesame";

describe.each(databaseKinds())("form password on %s", (kind) => {
  const context = useTestApp(kind);
  const inject = (
    method: "GET" | "POST" | "PUT",
    url: string,
    { payload, headers = {} }: { payload?: object; headers?: Record<string, string> } = {},
  ) => context.app.inject({ method, url, payload, headers });
  const unlocked = (token: string) => ({ [FORM_UNLOCK_HEADER]: token });

  async function setUp() {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({
        isPublic: true,
        settings: { keepUnfinished: true },
        questions: [
          { questionType: "text", questionText: "Name", required: true },
          { questionType: "file", questionText: "Attach", validations: { fileType: "pdf" } },
        ],
      }),
    );
    const [name = "", file = ""] = form.questions.map((question) => question._id);
    return { owner, formId: form._id, name, file };
  }
  const setPassword = (owner: string, formId: string, password: string | null) =>
    inject("PUT", `/api/forms/${formId}/password`, {
      payload: { password },
      headers: bearer(owner),
    });
  const unlock = (formId: string, password: string) =>
    inject("POST", `/api/forms/${formId}/unlock`, { payload: { password } });
  async function tokenFor(formId: string, password = PASSWORD) {
    const response = await unlock(formId, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.token as string;
  }
  const submit = (formId: string, name: string, headers: Record<string, string> = {}) =>
    inject("POST", `/api/responses/${formId}`, {
      payload: { answers: [{ questionId: name, answer: "Ada" }] },
      headers,
    });
  const expectLocked = (response: { statusCode: number; json: () => { code?: string } }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("FORM_PASSWORD_REQUIRED");
  };

  it("sets, changes and removes the password; the owner's form says only hasPassword", async () => {
    const { owner, formId } = await setUp();
    const read = async () =>
      (await inject("GET", `/api/forms/${formId}`, { headers: bearer(owner) })).json().data;
    expect((await read()).hasPassword).toBe(false);

    const set = await setPassword(owner, formId, PASSWORD);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ _id: formId, hasPassword: true });
    const form = await read();
    expect(form.hasPassword).toBe(true);
    const [row] = await context.database.db.select().from(forms).where(eq(forms.id, formId));
    // Stored as an argon2id hash, and sent by no route.
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
    for (const body of [set.body, JSON.stringify(form)]) {
      expect(body).not.toContain(row?.passwordHash ?? "?");
      expect(body).not.toContain(PASSWORD);
      expect(body).not.toContain("passwordHash");
    }
    const list = await inject("GET", "/api/forms", { headers: bearer(owner) });
    expect(list.body).not.toContain("argon2");

    expect((await setPassword(owner, formId, "a new one")).json().data.hasPassword).toBe(true);
    expect((await unlock(formId, PASSWORD)).json().code).toBe("FORM_PASSWORD_WRONG");
    await tokenFor(formId, "a new one");

    const removed = await setPassword(owner, formId, null);
    expect(removed.json().data).toEqual({ _id: formId, hasPassword: false });
    expect((await read()).hasPassword).toBe(false);
    expect((await inject("GET", `/api/forms/${formId}/view`)).statusCode).toBe(200);

    // Each change is audited by the field's name only.
    const audited = await context.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.objectId, formId));
    const changes = audited.filter((event) => event.action === "form.settings_changed");
    expect(changes).toHaveLength(3);
    expect(JSON.stringify(changes)).not.toContain(PASSWORD);
    expect(changes[0]?.details).toMatchObject({ fields: ["password"] });
  });

  it("refuses a password outside 4 to 128 characters, or not text, with 400", async () => {
    const { owner, formId } = await setUp();
    for (const password of ["abc", "x".repeat(129), 1234, "ab\u0000cd", "ab\ud800cd"]) {
      const response = await setPassword(owner, formId, password as string);
      expect(response.statusCode, String(password)).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
    }
    expect((await setPassword(owner, formId, "abcd")).statusCode).toBe(200);
    expect((await setPassword(owner, formId, "x".repeat(128))).statusCode).toBe(200);
  });

  it("lets only the form's editors set it", async () => {
    const { formId } = await setUp();
    const stranger = await signUp(context.app, context.mailer, "stranger@example.org");
    expect((await setPassword(stranger, formId, PASSWORD)).statusCode).toBe(404);
    expect(
      (await inject("PUT", `/api/forms/${formId}/password`, { payload: { password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
  });

  it("shows nothing of a locked form until the right password gives a token", async () => {
    const { owner, formId } = await setUp();
    await setPassword(owner, formId, PASSWORD);
    const locked = await inject("GET", `/api/forms/${formId}/view`);
    expectLocked(locked);
    expect(locked.body).not.toContain("Customer feedback");
    expect(locked.body).not.toContain("Name");

    const wrong = await unlock(formId, "open sesame!");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe("FORM_PASSWORD_WRONG");

    const right = await unlock(formId, PASSWORD);
    expect(right.statusCode).toBe(200);
    const { token, expiresAt } = right.json().data;
    const hours = (Date.parse(expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const view = await inject("GET", `/api/forms/${formId}/view`, { headers: unlocked(token) });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.title).toBe("Customer feedback");
    expectLocked(
      await inject("GET", `/api/forms/${formId}/view`, { headers: unlocked(`${token}x`) }),
    );
  });

  it("refuses submissions without a token or with a stale one, and takes them with a live one", async () => {
    const { owner, formId, name } = await setUp();
    await setPassword(owner, formId, PASSWORD);
    expectLocked(await submit(formId, name));
    const stale = await tokenFor(formId);
    await setPassword(owner, formId, "changed password");
    expectLocked(await submit(formId, name, unlocked(stale)));
    expect((await unlock(formId, PASSWORD)).statusCode).toBe(403);

    const live = await tokenFor(formId, "changed password");
    const accepted = await submit(formId, name, unlocked(live));
    expect(accepted.statusCode, accepted.body).toBe(201);

    // Removing the password ends the tokens too, and then nothing is asked.
    await setPassword(owner, formId, "third one");
    expectLocked(await submit(formId, name, unlocked(live)));
    await setPassword(owner, formId, null);
    expect((await submit(formId, name)).statusCode).toBe(201);
  });

  it("refuses uploads and unfinished answers without a token", async () => {
    const { owner, formId, name, file } = await setUp();
    await setPassword(owner, formId, PASSWORD);
    const uploadWith = (headers: Record<string, string>) => {
      const body = multipartBody(
        { formId, questionId: file },
        { name: "cv.pdf", bytes: PDF_BYTES, type: "application/pdf" },
      );
      return inject("POST", "/api/users/file-upload", {
        payload: body.payload as unknown as object,
        headers: { ...body.headers, ...headers },
      });
    };
    const partial = { answers: [{ questionId: name, answer: "Ada" }], pageReached: 1 };
    const save = (headers: Record<string, string> = {}) =>
      inject("POST", `/api/responses/${formId}/partial`, { payload: partial, headers });

    expectLocked(await uploadWith({}));
    expectLocked(await save());
    expectLocked(
      await inject("POST", `/api/responses/${formId}/partial/resume`, {
        payload: { resumeToken: "x".repeat(43) },
      }),
    );

    const token = await tokenFor(formId);
    expect((await uploadWith(unlocked(token))).statusCode).toBe(201);
    const saved = await save(unlocked(token));
    expect(saved.statusCode, saved.body).toBe(200);
    const resumed = await inject("POST", `/api/responses/${formId}/partial/resume`, {
      payload: { resumeToken: saved.json().data.resumeToken },
      headers: unlocked(token),
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
  });

  it("keeps a token to its own form", async () => {
    const first = await setUp();
    await setPassword(first.owner, first.formId, PASSWORD);
    const other = await createForm(context.app, first.owner, formBody({ isPublic: true }));
    await setPassword(first.owner, other._id, PASSWORD);
    const token = await tokenFor(first.formId);
    expectLocked(await inject("GET", `/api/forms/${other._id}/view`, { headers: unlocked(token) }));
  });

  it("answers 404 to an unlock of a missing or private form", async () => {
    const { owner, formId } = await setUp();
    await setPassword(owner, formId, PASSWORD);
    await inject("PUT", `/api/forms/${formId}/status`, {
      payload: { isPublic: false },
      headers: bearer(owner),
    });
    expect((await unlock(formId, PASSWORD)).statusCode).toBe(404);
    expect((await unlock("0190a6d4-8c3a-7b2e-9f00-123456789abc", PASSWORD)).statusCode).toBe(404);
  });
});

// The limit as shipped, counted in memory and, when TEST_REDIS_URL is set, in Redis.
const limitSetups: Array<{ kind: DatabaseKind; store: string; redisUrl?: string }> =
  databaseKinds().map((kind) => ({ kind, store: "memory" }));
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) limitSetups.push({ kind: "pglite", store: "Redis", redisUrl });

describe.each(limitSetups)(
  "form password guesses on $kind, counted in $store",
  ({ kind, redisUrl: url }) => {
    const context = useTestApp(kind, {
      env: {
        RATE_LIMIT_FACTOR: "1",
        ...(url
          ? { REDIS_URL: url, REDIS_KEY_PREFIX: `formloom-test-${randomBytes(6).toString("hex")}:` }
          : {}),
      },
    });

    it("answers 429 with Retry-After once an address has guessed too often at one form", async () => {
      const owner = await signUp(context.app, context.mailer, "owner@example.org");
      const protect = async () => {
        const form = await createForm(context.app, owner, formBody({ isPublic: true }));
        await context.app.inject({
          method: "PUT",
          url: `/api/forms/${form._id}/password`,
          payload: { password: PASSWORD },
          headers: bearer(owner),
        });
        return form._id;
      };
      const [target, other] = [await protect(), await protect()];
      const guess = (formId: string, password: string, remoteAddress = "203.0.113.7") =>
        context.app.inject({
          method: "POST",
          url: `/api/forms/${formId}/unlock`,
          payload: { password },
          remoteAddress,
        });
      const { max } = RATE_LIMITS.formUnlockPerIpAndForm;
      for (let tried = 0; tried < max; tried++) {
        expect((await guess(target, `guess ${tried}`)).statusCode).toBe(403);
      }
      const limited = await guess(target, PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe("RATE_LIMITED");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      // Another form, or another address, still gets its own guesses.
      expect((await guess(other, PASSWORD)).statusCode).toBe(200);
      expect((await guess(target, PASSWORD, "198.51.100.9")).statusCode).toBe(200);
    });
  },
);
