import { INT4_MAX } from '@storefront/contracts';
import fc from 'fast-check';

/**
 * JSON Schema → fast-check arbitrary, for the OpenAPI fuzz test (openapi-fuzz.test.ts). Reads the
 * subset of JSON Schema that @fastify/swagger emits for our zod schemas (OpenAPI 3.1), plus the
 * OpenAPI 3.0 `nullable` and `$ref` into components, so a change in the contracts changes what is
 * generated without anyone touching this file.
 */

export type SchemaType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

export interface JsonSchema {
  $ref?: string;
  type?: SchemaType | SchemaType[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  /** OpenAPI 3.0's way of saying "or null". */
  nullable?: boolean;
  default?: unknown;
}

/**
 * A value a request may carry. A bigint is an integer too large for a double to hold exactly
 * (9223372036854775808): it is sent verbatim, in JSON as in a URL.
 */
export type Value = null | boolean | number | bigint | string | Value[] | { [key: string]: Value };

export interface ArbitraryOptions {
  /** The document's `components.schemas`, for `$ref: '#/components/schemas/…'`. */
  components?: Record<string, JsonSchema>;
  /**
   * Weight of a hostile value against 4 for a valid one, at every node of the schema: 0 for valid
   * values only. Mostly valid objects with the odd hostile field get past validation, which is
   * where the server's bugs are.
   */
  hostility?: number;
  /**
   * Every property present, every array non-empty and integers small (ids of seeded rows): a
   * sample with a place for every field to probe, likely to get past validation.
   */
  complete?: boolean;
  /** Values known to work for a field or parameter of this name; used more often than not. */
  examples?: (name: string) => readonly Value[];
  /** The schema's `default` wherever it has one: what a client that leaves the field out gets. */
  defaults?: boolean;
}

/** The smallest values beyond PostgreSQL's int4 and int8. */
export const BEYOND_INT4 = INT4_MAX + 1;
export const BEYOND_INT8 = 9223372036854775808n;

/** Nested arrays (or objects) 2000 levels deep: deep enough to break a recursive walker. */
export function deepNesting(levels: number, kind: 'array' | 'object'): Value {
  let value: Value = 1;
  for (let i = 0; i < levels; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const ONE_MB = 'x'.repeat(1024 * 1024);

/** Strings PostgreSQL, JSON, URLs or a naive parser may choke on. */
const hostileStrings: fc.Arbitrary<Value> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u001f\u007f',
    '\ud800',
    'x\udfffy',
    '%00',
    "' or 1=1 --",
    '\u202eevil',
    '',
    '   ',
    ONE_MB,
  ),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u001f',
      '\u007f',
      '\ud800',
      '\udc00',
      'a',
      'é',
      '😀',
    ),
    maxLength: 20,
  }),
);

/** Numbers beyond int4, int8 and doubles, negative, fractional, or numbers spelled as strings. */
const hostileNumbers: fc.Arbitrary<Value> = fc.constantFrom<Value>(
  BEYOND_INT4,
  -2147483649,
  BEYOND_INT8,
  -9223372036854775809n,
  99999999999,
  9007199254740993n,
  -1,
  0,
  0.5,
  1.5,
  1e308,
  -1e308,
  1e-7,
  'NaN',
  'Infinity',
  '1e3',
  '0x10',
  ' 1',
);

/** A value of the wrong type for almost any field. */
const wrongTypes: fc.Arbitrary<Value> = fc.constantFrom<Value>(
  {},
  { a: 1 },
  [],
  [1, 'a'],
  null,
  true,
  false,
  'string',
  0,
  deepNesting(2000, 'array'),
  deepNesting(2000, 'object'),
);

/** Hostile values for a field of this schema: its own type's worst, sometimes another type. */
export function hostileArbitrary(schema: JsonSchema): fc.Arbitrary<Value> {
  const types = typesOf(schema);
  if (types.includes('string')) {
    return fc.oneof({ weight: 3, arbitrary: hostileStrings }, wrongTypes);
  }
  if (types.includes('integer') || types.includes('number')) {
    return fc.oneof({ weight: 3, arbitrary: hostileNumbers }, wrongTypes);
  }
  return fc.oneof(wrongTypes, hostileStrings, hostileNumbers);
}

/** Values for the schema: valid ones, mixed with hostile ones as options.hostility says. */
export function schemaArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions = {},
  name?: string,
): fc.Arbitrary<Value> {
  return build(schema, options, 0, name);
}

/** `$ref` chains past this depth are cut short, so a recursive schema still ends. */
const MAX_DEPTH = 12;

function build(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
  name?: string,
): fc.Arbitrary<Value> {
  const resolved = resolve(schema, options.components);
  // A JSON document's default is a JSON value.
  if (options.defaults && resolved.default !== undefined) {
    return fc.constant(resolved.default as Value);
  }
  const generated =
    depth > MAX_DEPTH ? fc.constant(null) : validArbitrary(resolved, options, depth, name);
  const known = name === undefined ? [] : (options.examples?.(name) ?? []);
  const fitting = known.filter((value) => fits(value, resolved));
  // A complete sample sticks to the examples (or null where allowed): it is meant to be accepted.
  const nullable = typesOf(resolved).includes('null') ? [null] : [];
  const valid =
    fitting.length === 0
      ? generated
      : options.complete
        ? fc.constantFrom(...fitting, ...nullable)
        : fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(...fitting) },
            { weight: 2, arbitrary: generated },
          );
  const hostility = options.hostility ?? 0;
  if (hostility <= 0) return valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: hostility, arbitrary: hostileArbitrary(resolved) },
  );
}

/** Whether an example is of a type the schema takes (and not too long): others would only be refused. */
function fits(value: Value, schema: JsonSchema): boolean {
  const types = typesOf(schema);
  const type = typeOfValue(value);
  if (
    types.length > 0 &&
    !types.includes(type) &&
    !(type === 'integer' && types.includes('number'))
  ) {
    return false;
  }
  return (
    typeof value !== 'string' || value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY)
  );
}

/** Follows `$ref` into components and merges `allOf`, so the rest sees one plain schema. */
export function resolve(
  schema: JsonSchema,
  components: Record<string, JsonSchema> = {},
  seen = 0,
): JsonSchema {
  if (seen > MAX_DEPTH) return {};
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    const { $ref: _ref, ...rest } = schema;
    return resolve({ ...components[name], ...rest }, components, seen + 1);
  }
  if (schema.allOf) {
    const { allOf, ...merged } = schema;
    for (const part of allOf) {
      const next = resolve(part, components, seen + 1);
      Object.assign(merged, next, {
        properties: { ...merged.properties, ...next.properties },
        required: [...(merged.required ?? []), ...(next.required ?? [])],
      });
    }
    return merged;
  }
  return schema;
}

/** The types a schema admits; none listed means any (or whatever its keywords imply). */
export function typesOf(schema: JsonSchema): SchemaType[] {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap(typesOf);
  if (schema.const !== undefined || schema.enum) {
    return [...new Set((schema.enum ?? [schema.const]).map(typeOfValue))];
  }
  const listed = schema.type === undefined ? [] : [schema.type].flat();
  if (listed.length > 0) return schema.nullable ? [...listed, 'null'] : listed;
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

function typeOfValue(value: unknown): SchemaType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    default:
      return 'object';
  }
}

function validArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
  name?: string,
): fc.Arbitrary<Value> {
  // The schemas come from JSON, so their constants are JSON values.
  if (schema.const !== undefined) return fc.constant(schema.const as Value);
  if (schema.enum) return fc.constantFrom(...(schema.enum as Value[]));
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    return fc.oneof(...branches.map((branch) => build(branch, options, depth + 1, name)));
  }
  const types = typesOf(schema);
  // Any JSON value: fast-check's type is narrower than Value only in name.
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 }).map((value) => value as Value);
  return fc.oneof(...types.map((type) => ofType(type, schema, options, depth)));
}

function ofType(
  type: SchemaType,
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<Value> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return integerArbitrary(schema, options.complete);
    case 'number':
      return fc.double({
        min: schema.exclusiveMinimum ?? schema.minimum ?? -1e9,
        max: schema.exclusiveMaximum ?? schema.maximum ?? 1e9,
        minExcluded: schema.exclusiveMinimum !== undefined,
        maxExcluded: schema.exclusiveMaximum !== undefined,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, options, depth);
    case 'object':
      return objectArbitrary(schema, options, depth);
  }
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<Value> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 40);
  const fits = (text: string) => text.length >= minLength && text.length <= maxLength;
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const formatted = formatArbitrary(schema.format);
  if (formatted) return pattern ? formatted.filter((text) => pattern.test(text)) : formatted;
  if (pattern) return fc.stringMatching(pattern).filter(fits);
  // Short strings mostly, so a value fits most limits; emails because many fields want one.
  const shortMax = Math.min(maxLength, Math.max(minLength, 30));
  return fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength: shortMax }) },
      fc.string({ unit: 'grapheme', minLength, maxLength: shortMax }),
      fc.emailAddress(),
    )
    .filter(fits);
}

function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    default:
      return undefined;
  }
}

function integerArbitrary(schema: JsonSchema, small = false): fc.Arbitrary<Value> {
  const low =
    schema.exclusiveMinimum !== undefined
      ? Math.floor(schema.exclusiveMinimum) + 1
      : Math.ceil(schema.minimum ?? Number.MIN_SAFE_INTEGER);
  const high =
    schema.exclusiveMaximum !== undefined
      ? Math.ceil(schema.exclusiveMaximum) - 1
      : Math.floor(schema.maximum ?? Number.MAX_SAFE_INTEGER);
  if (low > high) return fc.constant(low);
  const whole = fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map(Number);
  // Small numbers mostly: ids of seeded rows and quantities that exist, so requests go deep.
  const smallLow = Math.max(low, -2);
  const smallHigh = Math.min(high, 60);
  if (smallLow > smallHigh) return fc.oneof(whole, fc.constantFrom(low, high));
  if (small) return fc.integer({ min: Math.min(Math.max(smallLow, 1), smallHigh), max: smallHigh });
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: smallLow, max: smallHigh }) },
    whole,
    fc.constantFrom(low, high),
  );
}

function arrayArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<Value> {
  const minLength = Math.max(schema.minItems ?? 0, options.complete ? 1 : 0);
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
  return fc.array(build(schema.items ?? {}, options, depth + 1), { minLength, maxLength });
}

function objectArbitrary(
  schema: JsonSchema,
  options: ArbitraryOptions,
  depth: number,
): fc.Arbitrary<Value> {
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const extra = schema.additionalProperties;
  if (names.length === 0 && typeof extra === 'object') {
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 10 }),
      build(extra, options, depth + 1),
      {
        maxKeys: 3,
      },
    );
  }
  const model: Record<string, fc.Arbitrary<Value>> = {};
  for (const name of names) model[name] = build(properties[name] ?? {}, options, depth + 1, name);
  const requiredKeys = options.complete
    ? names
    : (schema.required ?? []).filter((name) => names.includes(name));
  return fc.record(model, { requiredKeys });
}
