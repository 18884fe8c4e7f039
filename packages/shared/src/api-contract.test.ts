import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as adminApi from "./api-admin";
import * as authApi from "./api-auth";
import * as envelopeApi from "./api-envelope";
import * as formsApi from "./api-forms";
import * as keysApi from "./api-keys";
import * as responsesApi from "./api-responses";
import * as usersApi from "./api-users";

// fastify-type-provider-zod turns route schemas into OpenAPI with toJSONSchema (input
// for requests, output for replies) and encodes replies with z.encode: every exported
// schema must survive both.
const modules = { adminApi, authApi, envelopeApi, formsApi, keysApi, responsesApi, usersApi };
const schemas = Object.entries(modules).flatMap(([moduleName, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${moduleName}.${name}`, schema] as const),
);

describe("API schemas", () => {
  it("are all found", () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)("%s converts to JSON Schema", (_name, schema) => {
    for (const io of ["input", "output"] as const) {
      expect(() => z.toJSONSchema(schema, { io, unrepresentable: "any" })).not.toThrow();
    }
  });

  it.each(schemas.filter(([name]) => name.endsWith("ReplySchema")))(
    "%s holds no transform, so replies can be encoded",
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
    },
  );
});
