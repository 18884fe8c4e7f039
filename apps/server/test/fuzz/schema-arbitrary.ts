import fc from "fast-check";

/** The subset of JSON Schema that the OpenAPI document of our zod schemas uses. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Values the attack run found, or that break servers elsewhere: each must be a 4xx. */
export const HOSTILE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfff",
  "\udc00\ud800",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "1e309",
  "-1",
  "0",
  "NaN",
  "Infinity",
  "",
  " ",
  "%00",
  "' or 1=1 --",
  "../../etc/passwd",
  "__proto__",
  "a".repeat(70_000),
] as const;

const HOSTILE_OTHERS: unknown[] = [
  2147483648,
  -2147483649,
  2 ** 53,
  1e308,
  -1,
  0,
  0.5,
  true,
  null,
  {},
  [],
  JSON.parse('{"__proto__": {"polluted": true}}'),
  nest(60, (inner) => [inner]),
  nest(60, (inner) => ({ a: inner })),
];

function nest(depth: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = "deep";
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
}

export const hostileValue = fc.constantFrom<unknown>(...HOSTILE_STRINGS, ...HOSTILE_OTHERS);

/** A string with a NUL or an unpaired surrogate slipped into an otherwise ordinary value. */
export const poisonedString = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom("\u0000", "\ud800", "\udfff"),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, poison, after]) => `${before}${poison}${after}`);

export type ArbitraryOptions = {
  /** Values known to the server (ids, option texts, patterns), so requests get past lookups. */
  knownStrings: readonly string[];
  knownIds: readonly string[];
  knownEmails: readonly string[];
  /** Likely values of fields by name (questionId, answer, id), so bodies get past the lookups. */
  fieldHints: Readonly<Record<string, fc.Arbitrary<unknown>>>;
  /** How often a value anywhere in the tree is replaced by a hostile one: 0 keeps the schema. */
  hostileWeight: number;
};

/** Values for one JSON schema: valid ones, strings poisoned with NUL or lone surrogates, and hostile ones. */
export function arbitraryFor(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, options);
  if (options.hostileWeight === 0) return valid;
  return fc.oneof(
    { weight: 20, arbitrary: valid },
    { weight: options.hostileWeight, arbitrary: hostileValue },
  );
}

function validArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, options)));
  if (schema.allOf?.[0]) return arbitraryFor(schema.allOf[0], options);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const base = typedArbitrary(schema, options);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function typedArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return stringArbitrary(schema, options);
    case "integer":
      // The schema's own bounds: fast-check favours values near them (2^53 - 1 for a page).
      return fc.integer({
        min: schema.minimum ?? -(2 ** 31),
        max: schema.maximum ?? 2 ** 31 - 1,
      });
    case "number":
      return fc.double({ noNaN: true, min: schema.minimum, max: schema.maximum });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(schema.items ? arbitraryFor(schema.items, options) : hostileValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case "object":
      return objectArbitrary(schema, options);
    default:
      return hostileValue;
  }
}

function stringArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<string> {
  if (schema.format === "uuid") {
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...options.knownIds) }, fc.uuid());
  }
  if (schema.format === "email") return fc.constantFrom(...options.knownEmails);
  const sized = fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 40),
  });
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...options.knownStrings, ...options.knownEmails) },
    { weight: 2, arbitrary: sized },
    { weight: 2, arbitrary: poisonedString },
  );
}

function objectArbitrary(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, hinted(key, property, options)]),
  );
  const record = fc.record(shape, { requiredKeys: schema.required ?? [] });
  if (options.hostileWeight === 0) return record;
  // Fields the schema does not know must be dropped or refused, never stored.
  const extra = fc.dictionary(
    fc.constantFrom("role", "isVerified", "active", "ownerId", "responseCount", "score", "x"),
    hostileValue,
    { maxKeys: 2 },
  );
  return fc
    .tuple(record, fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, extra))
    .map(([known, unknown]) => ({ ...unknown, ...known }));
}

/** A value for a named field or parameter: mostly its hint when there is one. */
export function hinted(
  name: string,
  schema: JsonSchema,
  options: ArbitraryOptions,
): fc.Arbitrary<unknown> {
  const hint = options.fieldHints[name];
  const plain = arbitraryFor(schema, options);
  return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: plain }) : plain;
}
