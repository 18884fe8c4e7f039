import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { bearer } from "../support/accounts.js";
import { multipartBody, PDF_BYTES } from "../support/uploads.js";
import { encodeComponent, type Operation, type Parameter } from "./openapi-operations.js";
import {
  type ArbitraryOptions,
  arbitraryFor,
  HOSTILE_STRINGS,
  hinted,
  poisonedString,
} from "./schema-arbitrary.js";
import type { FuzzData } from "./seed-fuzz-data.js";

export type FuzzRequest = InjectOptions & { method: string; url: string; tokenName: string };

const BROKEN_JSON = ["{", '{"a":', "null", "[]", '"\\u0000"', "\u0000", "1e309", "[".repeat(5000)];

/** Requests for one operation: schema-shaped values with hostile ones mixed in, by every kind of caller. */
export function requestArbitrary(operation: Operation, data: FuzzData): fc.Arbitrary<FuzzRequest> {
  const base = {
    knownIds: data.knownIds,
    knownStrings: data.knownStrings,
    knownEmails: data.knownEmails,
    fieldHints: data.fieldHints,
  };
  // Calm requests pass validation often enough to reach the database with poisoned strings;
  // wild ones put hostile values anywhere in the tree.
  const calm: ArbitraryOptions = { ...base, hostileWeight: 0 };
  const wild: ArbitraryOptions = { ...base, hostileWeight: 3 };
  return fc
    .record({
      path: pathArbitrary(operation, calm),
      query: queryArbitrary(operation.queryParams, calm),
      payload: payloadArbitrary(operation, calm, wild),
      tokenName: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom("owner", "admin") },
        { weight: 3, arbitrary: fc.constantFrom(...Object.keys(data.tokens)) },
      ),
      // An answer that fails after compression was chosen must not go out labelled compressed.
      encoding: fc.constantFrom("identity", "gzip", "br, gzip"),
    })
    .map(({ path, query, payload, tokenName, encoding }) => {
      const token = data.tokens[tokenName];
      return {
        method: operation.method,
        url: query ? `${path}?${query}` : path,
        tokenName,
        ...payload,
        headers: {
          ...payload.headers,
          "accept-encoding": encoding,
          ...(token ? bearer(token) : {}),
        },
      } as FuzzRequest;
    });
}

function pathArbitrary(operation: Operation, options: ArbitraryOptions): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((parameter) =>
    fc
      .oneof(
        { weight: 3, arbitrary: hinted(parameter.name, parameter.schema, options) },
        { weight: 1, arbitrary: fc.constantFrom<unknown>(...HOSTILE_STRINGS.filter(Boolean)) },
      )
      .map((value) => [parameter.name, encodeComponent(String(value))] as const),
  );
  return fc
    .tuple(...segments)
    .map((pairs) =>
      pairs.reduce((path, [name, value]) => path.replace(`{${name}}`, value), operation.path),
    );
}

/**
 * Query strings: each parameter mostly absent or schema-shaped (named values get their hint, so
 * a filter reaches the database), else poisoned with NUL or a lone surrogate, hostile, or
 * repeated into an array.
 */
function queryArbitrary(parameters: Parameter[], options: ArbitraryOptions): fc.Arbitrary<string> {
  if (parameters.length === 0) return fc.constant("");
  const pairs = parameters.map((parameter) =>
    fc.option(
      fc
        .oneof(
          { weight: 4, arbitrary: hinted(parameter.name, parameter.schema, options).map(String) },
          { weight: 2, arbitrary: poisonedString },
          { weight: 2, arbitrary: fc.constantFrom<string>(...HOSTILE_STRINGS) },
          // A repeated parameter arrives as an array.
          { weight: 1, arbitrary: fc.constant(["1", "2"]) },
        )
        .map((value) =>
          [value]
            .flat()
            .map((item) => `${parameter.name}=${encodeComponent(item)}`)
            .join("&"),
        ),
      { nil: undefined, freq: 3 },
    ),
  );
  return fc.tuple(...pairs).map((parts) => parts.filter(Boolean).join("&"));
}

type Payload = Pick<InjectOptions, "payload" | "headers">;

function payloadArbitrary(
  operation: Operation,
  calm: ArbitraryOptions,
  wild: ArbitraryOptions,
): fc.Arbitrary<Payload> {
  if (operation.isMultipart) return multipartArbitrary(calm);
  const raw = fc.constantFrom(...BROKEN_JSON).map((text) => ({
    payload: text,
    headers: { "content-type": "application/json" },
  }));
  if (!operation.jsonBody) {
    return fc.oneof({ weight: 6, arbitrary: fc.constant({}) }, raw);
  }
  const json = (options: ArbitraryOptions) =>
    arbitraryFor(operation.jsonBody ?? {}, options).map((body) => ({
      payload: JSON.stringify(body) ?? "null",
      headers: { "content-type": "application/json" },
    }));
  return fc.oneof(
    { weight: 5, arbitrary: json(calm) },
    { weight: 4, arbitrary: json(wild) },
    { weight: 1, arbitrary: raw },
  );
}

// Multipart bodies with fuzzed fields, and broken framing: no boundary, or cut short.
function multipartArbitrary(options: ArbitraryOptions): fc.Arbitrary<Payload> {
  const field = (name: string) =>
    fc.oneof(
      hinted(name, { type: "string", format: "uuid" }, options).map(String),
      fc.constantFrom<string>(...HOSTILE_STRINGS.filter((value) => value.length < 1000)),
    );
  const framing = fc.constantFrom("whole", "cut", "no boundary");
  return fc
    .record({ formId: field("formId"), questionId: field("questionId"), framing })
    .map(({ framing, ...fields }) => {
      const { payload, headers } = multipartBody(fields, {
        name: "drawing.pdf",
        bytes: PDF_BYTES,
        type: "application/pdf",
      });
      if (framing === "cut") return { payload: payload.subarray(0, payload.length - 30), headers };
      if (framing === "no boundary") {
        return { payload, headers: { "content-type": "multipart/form-data" } };
      }
      return { payload, headers };
    });
}
