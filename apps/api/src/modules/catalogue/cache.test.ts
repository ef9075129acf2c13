import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema.ts';
import { useTestApp } from '../../test/app.ts';

describe('catalogue answers kept a few seconds (CATALOGUE_CACHE_SECONDS)', () => {
  const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '60' } });

  it('answers a product from memory per language, and a miss is never kept', async () => {
    const get = (lang: string) =>
      t.app.inject({ url: '/api/products/12', headers: { 'accept-language': lang } });
    const first = (await get('en')).json();
    await t.database.db
      .update(products)
      .set({ name: { en: 'Renamed', ar: 'اسم جديد' } })
      .where(eq(products.id, 12));
    expect((await get('en')).json().productName).toBe(first.productName);
    // Another language is another answer, loaded now.
    expect((await get('ar')).json().productName).toBe('اسم جديد');

    expect((await t.app.inject('/api/products/99999999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/products/99999999')).statusCode).toBe(404);
  });
});
