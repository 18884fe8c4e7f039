import { ANSWER_ISSUE_CODES, ERROR_CODES } from "@formloom/shared";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import { AppError, ERROR_STATUS, type ErrorCode } from "../src/lib/app-error.js";
import { SIGNED_IN_ERRORS } from "../src/lib/route-errors.js";
import { useTestApp } from "./support/test-app.js";
import { watchUndeclaredErrors } from "./support/undeclared-errors.js";

describe("error codes", () => {
  const context = useTestApp("pglite", { beforeReady: addProbeRoutes });

  it("answers every code with its own status, an error one, in the envelope and on the wire", async () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const response = await context.app.inject({ method: "GET", url: `/api/probe/codes/${code}` });
      expect(response.statusCode, code).toBe(ERROR_STATUS[code]);
      expect(response.statusCode, code).toBeGreaterThanOrEqual(400);
      expect(response.json(), code).toEqual({
        statusCode: ERROR_STATUS[code],
        code,
        message: `Probe ${code}`,
      });
    }
  });

  it("answers a code with the status of ERROR_STATUS and the field errors it carries", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/probe/wrong-password" });
    expect(response.statusCode).toBe(ERROR_STATUS.WRONG_PASSWORD);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: "WRONG_PASSWORD",
      message: "Password is incorrect",
      errors: { password: "Password is incorrect" },
    });
  });

  it("sends Retry-After when the error says when to come back", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/probe/rate-limited" });
    expect(response.statusCode).toBe(429);
    expect(response.headers["retry-after"]).toBe("42");
    expect(response.json()).toEqual({
      statusCode: 429,
      code: "RATE_LIMITED",
      message: "Too many attempts",
    });
  });
});

type Responses = Record<
  string,
  { content: { "application/json": { schema: { properties: { code: { enum: string[] } } } } } }
>;

describe("the codes each route answers with", () => {
  const context = useTestApp("pglite");

  function documentedCodes(path: string, method: string): Record<string, string[]> {
    const document = context.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Responses }>>;
    };
    const responses = document.paths[path]?.[method]?.responses ?? {};
    return Object.fromEntries(
      Object.entries(responses)
        .filter(([status]) => Number(status) >= 400)
        .map(([status, answer]) => [
          status,
          answer.content["application/json"].schema.properties.code.enum,
        ]),
    );
  }

  it("are listed per status in the API document: the route's own, its sign-in's and every route's", () => {
    const codes = documentedCodes("/api/forms/{id}", "get");
    expect(codes["404"]).toEqual(["FORM_NOT_FOUND"]);
    expect(codes["401"]).toEqual(
      expect.arrayContaining(["SIGN_IN_REQUIRED", "SESSION_INVALID", "API_KEY_INVALID"]),
    );
    expect(codes["400"]).toEqual(
      expect.arrayContaining(["VALIDATION_FAILED", "MALFORMED_REQUEST"]),
    );
    expect(codes["500"]).toEqual(["INTERNAL_ERROR"]);
    expect(codes["503"]).toEqual(["DATABASE_UNAVAILABLE"]);

    const submit = documentedCodes("/api/responses/{formId}", "post");
    expect(submit["403"]).toEqual(["FORM_PASSWORD_REQUIRED", "FORM_CLOSED"]);
    expect(submit["409"]).toEqual(
      expect.arrayContaining(["ALREADY_RESPONDED", "FILE_ALREADY_USED"]),
    );
    expect(submit["401"]).toEqual(["SIGN_IN_REQUIRED"]);
  });

  it("describe the answer issues of a refused submission on the route that refuses answers", () => {
    const document = context.app.swagger() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const badRequestProperties = (path: string, method: string) => {
      const answer = document.paths[path]?.[method]?.responses["400"] as {
        content: { "application/json": { schema: { properties: Record<string, unknown> } } };
      };
      return answer.content["application/json"].schema.properties;
    };
    const submitted = badRequestProperties("/api/responses/{formId}", "post");
    expect(submitted.answerIssues).toMatchObject({
      type: "object",
      additionalProperties: {
        required: ["code"],
        properties: { code: { enum: ANSWER_ISSUE_CODES } },
      },
    });
    expect(badRequestProperties("/api/forms/{id}", "get").answerIssues).toBeUndefined();
  });

  it("fail a test when a route answers with a code it does not list", async () => {
    const app = Fastify();
    const undeclared = watchUndeclaredErrors(app);
    const refuse = (code: ErrorCode) => ({ statusCode: ERROR_STATUS[code], code, message: "No" });
    app.get("/listed", { config: { errors: SIGNED_IN_ERRORS } }, async (_request, reply) =>
      reply.status(401).send(refuse("SESSION_INVALID")),
    );
    app.get("/unlisted", { config: { errors: ["FORM_NOT_FOUND"] } }, async (_request, reply) =>
      reply.status(409).send(refuse("EMAIL_TAKEN")),
    );
    await app.inject({ url: "/listed" });
    await app.inject({ url: "/unlisted" });
    await app.close();
    expect(undeclared).toEqual(["GET /unlisted: EMAIL_TAKEN"]);
  });
});

function addProbeRoutes(app: App): void {
  app.get<{ Params: { code: ErrorCode } }>(
    "/api/probe/codes/:code",
    { config: { errors: ERROR_CODES } },
    async (request) => {
      throw new AppError(request.params.code, `Probe ${request.params.code}`);
    },
  );
  app.get("/api/probe/wrong-password", { config: { errors: ["WRONG_PASSWORD"] } }, async () => {
    throw new AppError("WRONG_PASSWORD", "Password is incorrect", {
      errors: { password: "Password is incorrect" },
    });
  });
  app.get("/api/probe/rate-limited", async () => {
    throw new AppError("RATE_LIMITED", "Too many attempts", { retryAfterSeconds: 42 });
  });
}
