import fc from 'fast-check';

/**
 * fast-check values from a route's own JSON Schema (the OpenAPI document is generated from the
 * zod schemas that validate the requests): mostly values of the right shape, so the fuzz reaches
 * the rules behind the first check, mixed with the values that break servers — NUL and lone
 * surrogates in strings, NaN-like and huge numbers, numbers as text, wrong types, unknown fields.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  $ref?: string;
  default?: unknown;
}

/** Strings that have broken servers: NUL, lone surrogates, markup, SQL, huge, numbers as text. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\uD800',
  'x\uDC00y',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' or 1=1 --",
  '1e2',
  '-0',
  'NaN',
  '0x10',
  '９９',
  '🎰'.repeat(50),
  'a'.repeat(5000),
];

/** Numbers that have broken servers: not finite when parsed, huge, tiny, negative zero. */
export const ODD_NUMBERS = [
  0,
  -0,
  -1,
  0.1 + 0.2,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  123.456789,
];

const oddString = fc.constantFrom(...ODD_STRINGS);
const oddNumber = fc.constantFrom(...ODD_NUMBERS);
/** Any JSON value of the wrong kind. */
const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  oddString,
  fc.constant([]),
  fc.constant({}),
  fc.constant([{ nested: '\u0000' }]),
);

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function wellFormed(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  /** Clean: every part well formed, no unknown field (an example to poison one field of). */
  clean = false,
): fc.Arbitrary<unknown> {
  const inner = (part: JsonSchema) =>
    clean ? wellFormed(part, resolve, true) : arbitraryFor(part, resolve);
  if (schema.$ref) return inner(resolve(schema.$ref));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map(inner));
  if (schema.allOf?.length) return inner(schema.allOf[0] ?? {});
  const types = typesOf(schema);
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (schema.format === 'date-time') {
          return fc
            .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString());
        }
        if (schema.format === 'uri') return fc.webUrl();
        if (schema.format === 'email') return fc.emailAddress();
        return fc.string({
          minLength: schema.minLength ?? 0,
          maxLength: Math.min(schema.maxLength ?? 40, 60),
        });
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? -1_000_000, -1_000_000_000),
          max: Math.min(schema.maximum ?? 1_000_000, 1_000_000_000),
        });
      case 'number':
        return fc.oneof(
          fc.integer({ min: -100_000, max: 100_000 }),
          fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }),
        );
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(inner(schema.items ?? {}), { maxLength: 4 });
      case 'object':
        return objectArbitrary(schema, inner, clean);
      default:
        return wrongType;
    }
  });
  return arbitraries.length ? fc.oneof(...arbitraries) : wrongType;
}

function objectArbitrary(
  schema: JsonSchema,
  inner: (part: JsonSchema) => fc.Arbitrary<unknown>,
  clean: boolean,
) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, inner(property)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [...required].filter((k) => k in fields) }),
      // Now and then a field the schema does not know.
      clean
        ? fc.constant(null)
        : fc.option(fc.constantFrom('admin', 'role', '__proto__', 'balance', 'id'), { freq: 6 }),
    )
    .map(([record, unknown]) => (unknown === null ? record : { ...record, [unknown]: true }));
}

/** A value for `schema`: mostly well formed, sometimes odd, sometimes of the wrong type. */
export function arbitraryFor(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const odd = types.includes('string')
    ? oddString
    : types.some((t) => t === 'number' || t === 'integer')
      ? oddNumber
      : wrongType;
  return fc.oneof(
    { weight: 8, arbitrary: wellFormed(schema, resolve) },
    { weight: 1, arbitrary: odd },
    { weight: 1, arbitrary: wrongType },
  );
}

/** A body of the schema's shape whose own fields may be odd, but which is itself an object. */
export function bodyArbitrary(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  return typesOf(target).includes('object')
    ? wellFormed(target, resolve)
    : arbitraryFor(target, resolve);
}

/** One well-formed example of the schema (fields filled with plausible values). */
export function exampleOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema): unknown {
  return fc.sample(wellFormed(schema.$ref ? resolve(schema.$ref) : schema, resolve, true), {
    numRuns: 1,
    seed: 42,
  })[0];
}

/** The top-level fields of an object schema. */
export function fieldsOf(schema: JsonSchema, resolve: (ref: string) => JsonSchema): string[] {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  return Object.keys(target.properties ?? {});
}

/** Values put in one field at a time: what PostgreSQL cannot store, and numbers as odd as can be. */
export const FIELD_POISON: unknown[] = [
  'a\u0000b',
  '\uD800',
  'x\uDC00',
  1e308,
  -0,
  '1e2',
  Number.MAX_SAFE_INTEGER + 2,
  [],
  { nested: '\u0000' },
];
