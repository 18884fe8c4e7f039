import { STORABLE_TEXT_MESSAGE } from "@formloom/shared";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bearer, signUp } from "../support/accounts.js";
import { databaseKinds } from "../support/databases.js";
import { createForm, formBody, textQuestion } from "../support/forms.js";
import { useTestApp } from "../support/test-app.js";

// Issue 22, item 7: a filter the database cannot take is a 400 on every route that reads it; a
// query that fails before the file starts is an error status in the standard envelope (never
// labelled gzip, never Fastify's own code); one that fails later cuts the transfer, so the
// client sees a failure and not a short file. `pages.fail` makes a page's query fail.
const pages = vi.hoisted(() => ({
  fail: undefined as undefined | ((afterId: string | undefined) => boolean),
}));
vi.mock("../../src/modules/responses/export/repo.js", async (importOriginal) => {
  const original =
    await importOriginal<typeof import("../../src/modules/responses/export/repo.js")>();
  return {
    ...original,
    findResponsesAfter: async (...args: Parameters<typeof original.findResponsesAfter>) => {
      if (pages.fail?.(args[1].afterId)) throw new Error("the page's query failed");
      return original.findResponsesAfter(...args);
    },
  };
});

const FORMATS = ["csv", "xlsx"] as const;

describe.each(databaseKinds())("export and filter failures on %s", (kind) => {
  const context = useTestApp(kind);
  afterEach(() => {
    pages.fail = undefined;
  });

  async function seed() {
    const token = await signUp(context.app, context.mailer, "owner@example.org");
    const form = await createForm(
      context.app,
      token,
      formBody({
        isPublic: true,
        questions: [
          textQuestion(),
          { questionType: "dropdown", questionText: "Size", options: ["S", "M"] },
        ],
      }),
    );
    const [name, size] = form.questions.map((question) => question._id);
    const submitted = await context.app.inject({
      method: "POST",
      url: `/api/responses/${form._id}`,
      payload: {
        answers: [
          { questionId: name, answer: "Ada" },
          { questionId: size, answer: "M" },
        ],
      },
    });
    expect(submitted.statusCode).toBe(201);
    return { token, formId: form._id, sizeId: size as string };
  }

  // An unpaired surrogate cannot arrive in a query string: its bytes decode to U+FFFD.
  it("answers 400 to a NUL in q or answer, on every route", async () => {
    const { token, formId, sizeId } = await seed();
    const routes = [
      `/api/responses/${formId}`,
      `/api/responses/form/${formId}`,
      `/api/responses/form/${formId}/export`,
      `/api/responses/form/${formId}/export?format=xlsx`,
    ];
    const filters = [
      { query: "q=a%00b", field: "q" },
      { query: `question=${sizeId}&answer=M%00`, field: "answer" },
      { query: `question=${sizeId}&answer=%00`, field: "answer" },
    ];
    for (const route of routes) {
      for (const { query, field } of filters) {
        const url = `${route}${route.includes("?") ? "&" : "?"}${query}`;
        const response = await context.app.inject({ method: "GET", url, headers: bearer(token) });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toEqual({
          statusCode: 400,
          code: "VALIDATION_FAILED",
          message: STORABLE_TEXT_MESSAGE,
          errors: { [field]: STORABLE_TEXT_MESSAGE },
        });
      }
    }
  });

  it.each(FORMATS)(
    "answers a %s export whose first page fails with a plain 500 envelope, even to gzip",
    async (format) => {
      const { token, formId } = await seed();
      pages.fail = () => true;
      for (const encoding of ["identity", "gzip", "br"]) {
        const response = await context.app.inject({
          method: "GET",
          url: `/api/responses/form/${formId}/export?format=${format}`,
          headers: { ...bearer(token), "accept-encoding": encoding },
        });
        expect(response.statusCode, encoding).toBe(500);
        expect(response.headers["content-encoding"], encoding).toBeUndefined();
        expect(response.headers["content-disposition"], encoding).toBeUndefined();
        expect(response.headers["content-type"], encoding).toMatch(/^application\/json/);
        expect(response.json(), encoding).toEqual({
          statusCode: 500,
          code: "INTERNAL_ERROR",
          message: "Internal Server Error",
        });
      }
    },
  );

  describe("over HTTP", () => {
    let address = "";
    async function listening() {
      address ||= await context.app.listen({ port: 0, host: "127.0.0.1" });
      return address;
    }

    it.each(FORMATS)("cuts the transfer of a %s export whose later page fails", async (format) => {
      const { token, formId } = await seed();
      const url = `${await listening()}/api/responses/form/${formId}/export?format=${format}`;
      pages.fail = (afterId) => afterId !== undefined;
      for (const encoding of ["identity", "gzip"]) {
        const response = await fetch(url, {
          headers: { ...bearer(token), "accept-encoding": encoding },
        });
        // Compressed, a small file's first bytes may still be in the compressor when the page
        // fails: then no header has gone and the failure is a status of its own.
        if (response.status === 200) {
          await expect(response.arrayBuffer(), encoding).rejects.toThrow();
        } else {
          expect(response.status, encoding).toBe(500);
          expect(await response.json()).toEqual({
            statusCode: 500,
            code: "INTERNAL_ERROR",
            message: "Internal Server Error",
          });
        }
      }
      pages.fail = undefined;
      const whole = await fetch(url, { headers: { ...bearer(token), "accept-encoding": "gzip" } });
      expect(whole.status).toBe(200);
      expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(0);
    });
  });
});
