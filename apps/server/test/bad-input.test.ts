import { STORABLE_TEXT_MESSAGE } from "@formloom/shared";
import { describe, expect, it } from "vitest";
import { bearer, signUp } from "./support/accounts.js";
import { signInAdmin } from "./support/admin.js";
import { databaseKinds } from "./support/databases.js";
import { createForm, formBody } from "./support/forms.js";
import { useTestApp } from "./support/test-app.js";

// Input the database cannot take is refused with a 400 that says why, never a 500.
describe.each(databaseKinds())("bad input on %s", (kind) => {
  const context = useTestApp(kind);

  const paragraph = { questionType: "paragraph", questionText: "Anything else?" };

  it.each([
    ["a NUL in the title", formBody({ title: "Feed\u0000back" }), "title"],
    [
      "a lone surrogate in a question",
      formBody({ questions: [{ ...paragraph, questionText: "Why\ud800" }] }),
      "questions.0.questionText",
    ],
  ])("refuses a form with %s", async (_name, body, field) => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const response = await context.app.inject({
      method: "POST",
      url: "/api/forms",
      headers: bearer(owner),
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(STORABLE_TEXT_MESSAGE);
  });

  it.each(["Hi\u0000", "\udfff"])("refuses the answer %j", async (answer) => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      owner,
      formBody({ isPublic: true, questions: [paragraph] }),
    );
    const response = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: { answers: [{ questionId: form.questions[0]?._id, answer }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(STORABLE_TEXT_MESSAGE);
  });

  it.each([
    ["a broken %-escape", "/api/forms/%E0%A4%A", 400],
    ["a path part too long for the router", `/api/forms/${"a".repeat(300)}`, 414],
  ])(
    "answers a request for %s in the envelope, without the framework's codes",
    async (_name, url, status) => {
      const response = await context.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(status);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(["code", "message", "statusCode"]);
      expect(body.statusCode).toBe(status);
      expect(body.code).toMatch(/^[A-Z_]+$/);
      expect(response.body).not.toContain("FST_ERR");
    },
  );

  it("refuses a search for a NUL, for users and admins", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const admin = await signInAdmin(context.app, context.database);
    for (const [url, token] of [
      ["/api/forms?search=%00", owner],
      ["/api/admin/users?search=a%00", admin],
      ["/api/admin/regex?search=%00", admin],
    ] as const) {
      const response = await context.app.inject({ method: "GET", url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(STORABLE_TEXT_MESSAGE);
    }
  });

  it("refuses a version beyond what the database counts, on every responses route", async () => {
    const owner = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(context.app, owner);
    const routes = [`/${form._id}`, `/form/${form._id}`, `/form/${form._id}/export`];
    for (const route of routes) {
      const url = `/api/responses${route}?version=2147483648`;
      const response = await context.app.inject({ method: "GET", url, headers: bearer(owner) });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe("Version must be between 1 and 2147483647");
    }
  });

  it("answers 401 to a token signed with the server's key whose subject is not a user id", async () => {
    for (const audience of ["user", "admin"] as const) {
      const forged = await context.app.sessionTokens.issue({
        userId: "not-a-uuid",
        audience,
        tokenVersion: 0,
      });
      const url = audience === "user" ? "/api/users/me" : "/api/admin/users";
      const response = await context.app.inject({ method: "GET", url, headers: bearer(forged) });
      expect(response.statusCode, url).toBe(401);
    }
  });
});
