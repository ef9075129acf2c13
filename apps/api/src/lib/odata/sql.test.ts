import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { boolean, integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilterFields, parseFilter } from './filter.ts';
import { parseOrderBy } from './orderby.ts';
import { escapeLike, type FieldBindings, filterToSql, orderByToSql } from './sql.ts';

/** A small table of its own, so these tests prove the translation on a real PostgreSQL (PGlite). */
const items = pgTable('odata_items', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  price: integer('price').notNull(),
  oldPrice: integer('old_price'),
  qty: integer('qty').notNull(),
  brandId: integer('brand_id'),
  path: integer('path').array().notNull(),
  secret: boolean('secret').notNull().default(false),
});

const fields: FilterFields = {
  productId: { type: 'integer', min: 1 },
  name: { type: 'string' },
  categoryId: { type: 'integer', operators: ['eq', 'ne'], min: 1 },
  brandId: { type: 'integer', operators: ['eq', 'ne', 'gt'], nullable: true, min: 1 },
  price: { type: 'integer', min: 0 },
  inStock: { type: 'boolean' },
  onSale: { type: 'boolean' },
};

const bindings: FieldBindings = {
  productId: { expr: items.id },
  name: { expr: items.name, text: true },
  categoryId: {
    expr: items.path,
    compare: (op, value) =>
      op === 'eq'
        ? sql`${items.path} @> array[${value}]::int[]`
        : sql`not (${items.path} @> array[${value}]::int[])`,
    in: (values) =>
      sql`${items.path} && array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::int[]`,
  },
  brandId: { expr: items.brandId, nullable: true },
  price: { expr: items.price },
  inStock: { expr: sql`${items.qty} > 0` },
  onSale: { expr: sql`(${items.oldPrice} is not null and ${items.oldPrice} > ${items.price})` },
};

const rows = [
  { id: 1, name: 'Café Crème', price: 1500, oldPrice: 2000, qty: 3, brandId: 1, path: [1, 2] },
  { id: 2, name: 'Kettle 50% off', price: 9000, oldPrice: null, qty: 0, brandId: 2, path: [1, 3] },
  { id: 3, name: "O'Brien's mug", price: 2500, oldPrice: 2500, qty: 8, brandId: null, path: [4] },
  { id: 4, name: 'under_score', price: 100, oldPrice: 150, qty: 0, brandId: 1, path: [4, 5] },
  { id: 5, name: 'قهوة عربية', price: 4000, oldPrice: null, qty: 1, brandId: 2, path: [1, 2] },
];

describe('$filter and $orderby to SQL', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle({ client });
    await db.execute(sql`create table odata_items (
      id int primary key, name text not null, price int not null, old_price int, qty int not null,
      brand_id int, path int[] not null, secret boolean not null default false)`);
    await db.insert(items).values(rows);
  });
  afterAll(async () => client.close());

  /** The ids matched by a filter, in id order. */
  const ids = async (filter: string): Promise<number[]> => {
    const found = await db
      .select({ id: items.id })
      .from(items)
      .where(filterToSql(parseFilter(filter, fields), bindings))
      .orderBy(asc(items.id));
    return found.map((row) => row.id);
  };

  it('translates comparisons, logic and functions', async () => {
    expect(await ids('price ge 2500')).toEqual([2, 3, 5]);
    expect(await ids('price lt 2500 or price gt 5000')).toEqual([1, 2, 4]);
    expect(await ids('not (price lt 2500 or price gt 5000)')).toEqual([3, 5]);
    expect(await ids('inStock')).toEqual([1, 3, 5]);
    expect(await ids('inStock eq false')).toEqual([2, 4]);
    expect(await ids('not inStock and price gt 1000')).toEqual([2]);
    expect(await ids('onSale')).toEqual([1, 4]);
    expect(await ids('onSale ne true')).toEqual([2, 3, 5]);
    expect(await ids('productId in (5, 1, 99)')).toEqual([1, 5]);
    expect(await ids("name eq 'café crème'")).toEqual([1]);
    expect(await ids("name in ('KETTLE 50% OFF', 'x')")).toEqual([2]);
    expect(await ids("startswith(name,'caf')")).toEqual([1]);
    expect(await ids("contains(name,'CRÈ')")).toEqual([1]);
    expect(await ids("startswith(name,'قهوة')")).toEqual([5]);
  });

  it('reads a category as its whole subtree', async () => {
    expect(await ids('categoryId eq 1')).toEqual([1, 2, 5]);
    expect(await ids('categoryId eq 2')).toEqual([1, 5]);
    expect(await ids('categoryId ne 1')).toEqual([3, 4]);
    expect(await ids('categoryId in (3, 5)')).toEqual([2, 4]);
  });

  it('gives null the OData meaning on nullable fields, also under not', async () => {
    expect(await ids('brandId eq null')).toEqual([3]);
    expect(await ids('brandId ne null')).toEqual([1, 2, 4, 5]);
    expect(await ids('brandId eq 1')).toEqual([1, 4]);
    // A product without a brand is "not brand 1".
    expect(await ids('brandId ne 1')).toEqual([2, 3, 5]);
    expect(await ids('not (brandId eq 1)')).toEqual([2, 3, 5]);
    expect(await ids('not (brandId gt 1)')).toEqual([1, 3, 4]);
    expect(await ids('brandId in (2, null)')).toEqual([2, 3, 5]);
    expect(await ids('not (brandId in (2))')).toEqual([1, 3, 4]);
  });

  it('matches %, _ and \\ in functions literally', async () => {
    expect(await ids("contains(name,'50%')")).toEqual([2]);
    expect(await ids("contains(name,'%')")).toEqual([2]);
    expect(await ids("contains(name,'_')")).toEqual([4]);
    expect(await ids("startswith(name,'under_')")).toEqual([4]);
    expect(await ids("startswith(name,'under%')")).toEqual([]);
    expect(await ids("contains(name,'\\')")).toEqual([]);
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('sends hostile strings as bound parameters and finds nothing with them', async () => {
    const hostile = [
      "''; drop table odata_items; --",
      "x'' or ''1''=''1",
      "x'' or secret or ''",
      "'' union select 1 --",
      '/* comment */',
      '-- comment',
      "\\\\'' or 1=1 --",
      'ʼ or 1=1 --',
      '’; delete from odata_items; --',
      '$1',
      '%',
    ];
    for (const value of hostile) {
      const filter = `name eq '${value}' or contains(name,'${value}x')`;
      const node = parseFilter(filter, fields);
      const query = new PgDialect().sqlToQuery(filterToSql(node, bindings));
      // The SQL text is fixed operators and placeholders; the values are parameters.
      expect(query.sql).toBe(
        '(lower("odata_items"."name") = lower($1) or lower("odata_items"."name") like lower($2))',
      );
      expect(query.params[0]).toBe(value.replaceAll("''", "'"));
      expect(await ids(filter)).toEqual([]);
    }
    // The table is still there, whole.
    expect(await ids('productId ge 1')).toEqual([1, 2, 3, 4, 5]);
    expect(await ids("name eq 'O''Brien''s mug'")).toEqual([3]);
  });

  it('orders by the whitelisted columns', async () => {
    const order = orderByToSql(parseOrderBy('price desc, productId', ['price', 'productId']), {
      price: items.price,
      productId: items.id,
    });
    const found = await db
      .select({ id: items.id })
      .from(items)
      .orderBy(...order);
    expect(found.map((row) => row.id)).toEqual([2, 5, 3, 1, 4]);
  });
});
