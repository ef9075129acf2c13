import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { seedScale } from './scale.ts';

describe('scale generator', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());
  const query = async <T>(statement: SQL) =>
    ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
  const count = async (table: string) =>
    (await query<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]
      ?.n ?? 0;

  it('adds products to the demo catalogue, consistent and searchable, in batches', async () => {
    const before = await count('products');
    const batches: number[] = [];
    const result = await seedScale(database.db, {
      products: 250,
      batchSize: 100,
      seed: 7,
      onProgress: (done) => batches.push(done),
    });
    expect(result.products).toBe(250);
    expect(batches).toEqual([100, 200, 250]);
    expect(await count('products')).toBe(before + 250);

    const [inconsistent] = await query<{ n: number }>(sql`
      select count(*)::int as n from products p
      join categories c on c.id = p.category_id
      left join lateral (
        select min(v.price) as min_price, sum(v.active_qty)::int as qty, count(*)::int as n
        from variations v where v.product_id = p.id
      ) v on true
      where p.sku like 'SC-%' and (p.category_path <> c.path
         or (v.n > 0 and (p.price <> v.min_price or p.active_qty <> v.qty))
         or not exists (select 1 from product_pictures pp where pp.product_id = p.id)
         or not exists (select 1 from product_search_terms t where t.product_id = p.id and t.lang = 'ar'))`);
    expect(inconsistent?.n).toBe(0);
    const [terms] = await query<{ n: number }>(
      sql`select count(*)::int as n from product_search_terms t join products p on p.id = t.product_id where p.sku like 'SC-%'`,
    );
    expect(terms?.n).toBe(result.searchTerms);

    // New rows take ids after the demo's, and later inserts still get fresh ones.
    const [ids] = await query<{ min: number }>(
      sql`select min(id)::int as min from products where sku like 'SC-%'`,
    );
    expect(ids?.min).toBeGreaterThan(before);
  });
});
