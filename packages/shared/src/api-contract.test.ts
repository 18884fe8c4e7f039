/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { z } from "zod";

// Every api-*.ts module of this folder, found by name, so a new one cannot be left out.
const modules = import.meta.glob<Record<string, unknown>>(["./api-*.ts", "!./*.test.ts"], {
  eager: true,
});

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .map(([name, schema]) => [`${moduleName(file)}.${name}`, schema] as const),
);

function moduleName(file: string): string {
  return file.replace(/^\.\//, "").replace(/\.ts$/, "");
}

// fastify-type-provider-zod writes the OpenAPI document with toJSONSchema: a request's schema
// as its input, a reply's as its output. It converts with `unrepresentable: "any"`, which puts
// an empty schema (anything) in the document for a transform's result, a date, a custom check
// or a bigint; converting with "throw" makes each of those fail here. Request schemas (bodies,
// queries, params) may transform what they read, so they are held to their input side only.
const REQUEST_SCHEMA = /(Body|Query|Params)Schema$/;

function directions(name: string): ("input" | "output")[] {
  return REQUEST_SCHEMA.test(name) ? ["input"] : ["input", "output"];
}

describe("API schemas", () => {
  it("are read from every api-*.ts module, each holding some", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(9);
    for (const file of Object.keys(modules)) {
      const prefix = `${moduleName(file)}.`;
      expect(
        schemas.some(([name]) => name.startsWith(prefix)),
        file,
      ).toBe(true);
    }
  });

  it.each(schemas)("%s is all representable in the OpenAPI document", (name, schema) => {
    for (const io of directions(name)) {
      expect(() => z.toJSONSchema(schema, { io, unrepresentable: "throw" }), io).not.toThrow();
    }
  });
});
