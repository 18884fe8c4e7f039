import type { JsonSchema } from "./schema-arbitrary.js";

export type Parameter = { name: string; schema: JsonSchema; required: boolean };

/** One method on one path of the OpenAPI document, reduced to what the fuzzer sends. */
export type Operation = {
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  jsonBody?: JsonSchema;
  isMultipart: boolean;
};

type OpenApiOperation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);
const MULTIPART_PATHS = new Set(["/api/users/file-upload"]);

export function listOperations(document: unknown): Operation[] {
  const paths = (document as OpenApiDocument).paths ?? {};
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => toOperation(path, method, operation)),
  );
}

function toOperation(path: string, method: string, operation: OpenApiOperation): Operation {
  const parameters = operation.parameters ?? [];
  const pick = (where: string): Parameter[] =>
    parameters
      .filter((parameter) => parameter.in === where)
      .map((parameter) => ({
        name: parameter.name,
        schema: parameter.schema ?? {},
        required: parameter.required ?? false,
      }));
  const content = operation.requestBody?.content ?? {};
  return {
    method: method.toUpperCase(),
    path,
    pathParams: pick("path"),
    queryParams: pick("query"),
    jsonBody: content["application/json"]?.schema,
    // The upload route parses its multipart body itself, so the document shows no body for it.
    isMultipart: "multipart/form-data" in content || MULTIPART_PATHS.has(path),
  };
}

/**
 * Percent-encodes like encodeURIComponent, but writes an unpaired surrogate as the three bytes
 * a careless client would send (WTF-8) instead of throwing.
 */
export function encodeComponent(value: string): string {
  let encoded = "";
  for (const char of value) {
    try {
      encoded += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    }
  }
  return encoded;
}
