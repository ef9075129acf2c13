import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type JsonSchema, schemaArbitrary, type Value } from './schema-arbitrary.ts';

/** The JSON Schema @fastify/swagger serves for a zod schema (fastify-type-provider-zod's way). */
const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' }) as JsonSchema;

const address = z.object({
  fullName: z.string().min(2).max(100),
  countryId: z.int().positive().max(2147483647),
  stateId: z.int().positive().nullable(),
  addressType: z.enum(['Home', 'Work', 'Other']).default('Home'),
  phone: z.string().regex(/^\+?[0-9][0-9 ()-]{5,22}$/),
  customerId: z.uuid().optional(),
  price: z.number().min(0).max(1000),
  isDefault: z.boolean().optional(),
  tags: z.array(z.string().max(10)).min(1).max(3),
  lines: z.array(z.object({ productId: z.int().positive(), note: z.string().optional() })),
});

describe('schemaArbitrary', () => {
  it('makes values the zod schema behind the JSON Schema accepts', () => {
    fc.assert(
      fc.property(schemaArbitrary(jsonSchemaOf(address)), (value) => {
        expect(address.safeParse(value).error).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });

  it('fills every property and every array when asked for a complete sample', () => {
    const schema = jsonSchemaOf(address);
    for (const value of fc.sample(schemaArbitrary(schema, { complete: true }), 50)) {
      expect(Object.keys(value as object).sort()).toEqual(
        Object.keys(schema.properties ?? {}).sort(),
      );
      expect((value as { lines: unknown[] }).lines.length).toBeGreaterThan(0);
    }
  });

  it('reads $ref, type arrays, const and oneOf', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        id: { $ref: '#/components/schemas/Id' },
        note: { type: ['string', 'null'], maxLength: 3 },
        kind: { const: 'fixed' },
        size: { oneOf: [{ type: 'integer', minimum: 1, maximum: 3 }, { enum: ['big'] }] },
      },
      required: ['id', 'note', 'kind', 'size'],
      additionalProperties: false,
    };
    const components = { Id: { type: 'integer', minimum: 10, maximum: 20 } } satisfies Record<
      string,
      JsonSchema
    >;
    const checked = z.strictObject({
      id: z.int().min(10).max(20),
      note: z.string().max(3).nullable(),
      kind: z.literal('fixed'),
      size: z.union([z.int().min(1).max(3), z.literal('big')]),
    });
    for (const value of fc.sample(schemaArbitrary(schema, { components }), 200)) {
      expect(checked.safeParse(value).error).toBeUndefined();
    }
  });

  it('uses the examples given for a field name, only examples in a complete sample', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { email: { type: 'string' }, countryId: { type: 'integer' } },
    };
    const examples = (name: string): Value[] =>
      name === 'email' ? ['a@example.com'] : name === 'countryId' ? [7, 'not a number'] : [];
    for (const value of fc.sample(schemaArbitrary(schema, { complete: true, examples }), 20)) {
      // 'not a number' does not fit an integer, so it is never used.
      expect(value).toEqual({ email: 'a@example.com', countryId: 7 });
    }
  });

  it('mixes in hostile values: U+0000, int4 and int8 overflow, wrong types', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: { name: { type: 'string', maxLength: 20 }, id: { type: 'integer' } },
      required: ['name', 'id'],
    };
    const values = fc.sample(schemaArbitrary(schema, { hostility: 2 }), { seed: 42, numRuns: 500 });
    const fields = values.flatMap((value) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? [value] : [],
    );
    expect(fields.some(({ name }) => typeof name === 'string' && name.includes('\u0000'))).toBe(
      true,
    );
    expect(fields.some(({ id }) => id === 2147483648)).toBe(true);
    expect(fields.some(({ id }) => id === 9223372036854775808n)).toBe(true);
    expect(fields.some(({ name }) => typeof name !== 'string')).toBe(true);
    // ...and the whole body is sometimes not an object at all.
    expect(fields.length).toBeLessThan(values.length);
  });

  it('draws the same values from the same seed', () => {
    const arbitrary = schemaArbitrary(jsonSchemaOf(address), { hostility: 1 });
    const draw = () => fc.sample(arbitrary, { seed: 7, numRuns: 20 });
    expect(draw()).toEqual(draw());
  });
});
