import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  countSchema,
  createEnvelopeSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  messageEnvelopeSchema,
  pagingQuerySchema,
} from "./api-envelope";

describe("createEnvelopeSchema", () => {
  const schema = createEnvelopeSchema(z.array(z.string()), { total: countSchema });

  it("wraps data with statusCode, message and the list fields", () => {
    const body = { statusCode: 200, message: "ok", data: ["a"], total: 1 };
    expect(schema.parse(body)).toEqual(body);
  });

  it("requires the list fields it was given", () => {
    expect(schema.safeParse({ statusCode: 200, message: "ok", data: [] }).success).toBe(false);
  });

  it("encodes a reply the way the Fastify serializer does", () => {
    const reply = { statusCode: 200, message: "ok", data: ["a"], total: 1, secret: "x" };
    expect(z.encode(schema, reply as z.output<typeof schema>)).toEqual({
      statusCode: 200,
      message: "ok",
      data: ["a"],
      total: 1,
    });
  });

  it("gives message-only replies a null data", () => {
    expect(messageEnvelopeSchema.safeParse({ statusCode: 202, message: "Done" }).success).toBe(
      false,
    );
    expect(
      messageEnvelopeSchema.safeParse({ statusCode: 202, message: "Done", data: null }).success,
    ).toBe(true);
  });
});

describe("errorEnvelopeSchema", () => {
  it("carries the error's code and an optional map of field errors", () => {
    const notFound = { statusCode: 404, code: "FORM_NOT_FOUND", message: "Form not found" };
    expect(errorEnvelopeSchema.parse(notFound)).toEqual(notFound);
    const invalid = {
      statusCode: 400,
      code: "VALIDATION_FAILED",
      message: "Invalid",
      errors: { email: "Email is required" },
    };
    expect(errorEnvelopeSchema.parse(invalid)).toEqual(invalid);
  });

  it("carries the code and parameters of each refused answer", () => {
    const refused = {
      statusCode: 400,
      code: "INVALID_ANSWERS",
      message: "Age: Please enter a number of at least 18",
      errors: { "answers.q1": "Please enter a number of at least 18" },
      answerIssues: { q1: { code: "NUMBER_BELOW_MIN", params: { min: 18 } } },
    };
    expect(errorEnvelopeSchema.parse(refused)).toEqual(refused);
    const unknownIssue = { ...refused, answerIssues: { q1: { code: "TOO_LOUD" } } };
    expect(errorEnvelopeSchema.safeParse(unknownIssue).success).toBe(false);
  });

  it("refuses a code the server does not have", () => {
    const body = { statusCode: 404, code: "NO_SUCH_CODE", message: "Not Found" };
    expect(errorEnvelopeSchema.safeParse(body).success).toBe(false);
  });
});

describe("pagingQuerySchema", () => {
  it("defaults to page 1 and limit 10", () => {
    expect(pagingQuerySchema.parse({})).toEqual({ page: 1, limit: 10 });
  });

  it("reads numbers from query strings and trims the search", () => {
    expect(pagingQuerySchema.parse({ page: "3", limit: "100", search: "  survey " })).toEqual({
      page: 3,
      limit: 100,
      search: "survey",
    });
  });

  it.each([
    { page: "0" },
    { page: "1.5" },
    { page: "abc" },
    { limit: "0" },
    { limit: "101" },
    { search: "s".repeat(101) },
  ])("rejects %j", (query) => {
    expect(pagingQuerySchema.safeParse(query).success).toBe(false);
  });

  it("accepts a search of 100 characters", () => {
    expect(pagingQuerySchema.safeParse({ search: "s".repeat(100) }).success).toBe(true);
  });
});

describe("idParamsSchema", () => {
  it("accepts a UUID (v7 included) and rejects anything else", () => {
    expect(idParamsSchema.safeParse({ id: "0190a6d4-8c3a-7b2e-9f00-123456789abc" }).success).toBe(
      true,
    );
    expect(idParamsSchema.safeParse({ id: "123" }).success).toBe(false);
  });
});
