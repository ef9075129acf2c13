import { and, eq, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, variations } from '../../db/schema.ts';
import type { HttpError } from '../../lib/http-error.ts';
import { useTestApp } from '../../test/app.ts';
import { drawingsSoFar, standInRenderer } from '../../test/stand-in-renderer.ts';
import { changeProductPrice } from './products/service.ts';

/**
 * Issue 24: a change refreshes exactly what shows it (decision 55). One instance, no Redis: the
 * instance that made the change forgets at once, and keeps every page that does not show it.
 */
describe('a price changed through its service, on one instance without Redis', () => {
  // Kept for a minute: only the announcement can explain a change being seen.
  const t = useTestApp({ env: { WEB_DIST: standInRenderer(), CATALOGUE_CACHE_SECONDS: '60' } });

  /** Two published products without variations (their own price is the one shown), in order. */
  const twoProducts = () =>
    t.database.db
      .select({ id: products.id, name: products.name, categoryId: products.categoryId })
      .from(products)
      .where(
        and(
          eq(products.published, true),
          notExists(
            t.database.db.select().from(variations).where(eq(variations.productId, products.id)),
          ),
        ),
      )
      .orderBy(products.id)
      .limit(2);

  it('shows at once on its product, category and search pages; other pages stay kept', async () => {
    const [changed, other] = await twoProducts();
    const keyword = changed!.name.en.split(' ')[0]!;
    const pages = [
      `/products/${changed!.id}`,
      `/search/filterSearch?categoryId=${changed!.categoryId}`,
      `/search/filterSearch?keyword=${encodeURIComponent(keyword)}`,
    ];
    const otherPage = `/products/${other!.id}`;
    const get = (url: string) => t.app.inject(url);
    for (const url of [...pages, otherPage]) expect((await get(url)).statusCode, url).toBe(200);
    const otherBefore = await get(otherPage);
    expect(otherBefore.headers['server-timing']).toBe('page;desc=kept');

    await changeProductPrice(t.database.db, t.app.catalogueNews, {
      productId: changed!.id,
      price: 123_456,
      oldPrice: null,
    });
    const drawings = drawingsSoFar();
    for (const url of pages) expect((await get(url)).body, url).toContain('price 123456');
    expect((await t.app.inject(`/api/products/${changed!.id}`)).json().price).toBe(123_456);
    expect(drawingsSoFar() - drawings).toBe(pages.length);

    const otherAfter = await get(otherPage);
    expect(otherAfter.headers['server-timing']).toBe('page;desc=kept');
    expect(otherAfter.headers.etag).toBe(otherBefore.headers.etag);
    expect(drawingsSoFar() - drawings).toBe(pages.length);
  });

  it('refuses a price that is not whole fils, and an unknown product, naming what is wrong', async () => {
    const [product] = await twoProducts();
    const attempt = (productId: number, price: number, oldPrice: number | null = null) =>
      changeProductPrice(t.database.db, t.app.catalogueNews, { productId, price, oldPrice }).then(
        () => null,
        (error: HttpError) => [error.statusCode, error.fields ?? error.message],
      );
    expect(await attempt(product!.id, -1)).toEqual([400, { price: expect.any(String) }]);
    expect(await attempt(product!.id, 1.5)).toEqual([400, { price: expect.any(String) }]);
    expect(await attempt(product!.id, 100, -5)).toEqual([400, { oldPrice: expect.any(String) }]);
    expect(await attempt(2_000_000_000, 100)).toEqual([404, expect.any(String)]);
  });
});
