import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import type { ImportReport } from '@storefront/contracts/admin-imports';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { multipart } from '../../files/test-fixture.ts';
import { catalogueCsv } from './generated-csv.ts';

/**
 * Issue 27: a 10,000-row file (2,500 products × 4 variations, names in both languages), made
 * here: the dry run counts 2,500 products to create, the commit finishes, and a shopper's
 * search finds one of them in either language.
 */
describe('a 10,000-row import (issue 27)', () => {
  const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0' } });

  it('is planned, committed and found by the storefront', { timeout: 600_000 }, async () => {
    const password = 'a-long-staff-password-1';
    await createUser(t.database.db, {
      email: 'bulk@admin.test',
      password,
      role: 'staff',
      staffRoleId: 'catalogue',
    });
    const token = (await signIn(t.app, 'bulk@admin.test', password)).accessToken;
    const headers = { ...authHeader(token), 'accept-language': 'en' };
    const categories = ok<AdminCategory[]>(
      await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers }),
    );
    const top = categories.find((category) => category.parentId === null)!;
    const csv = catalogueCsv({ products: 2_500, category: top.name.en, prefix: 'BULK' });

    const body = await multipart([
      { name: 'file', fileName: 'bulk.csv', type: 'text/csv', content: Buffer.from(csv) },
    ]);

    const report = ok<ImportReport>(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/imports',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      }),
      201,
    );
    expect(report).toMatchObject({
      rows: 10_000,
      errorCount: 0,
      products: { create: 2_500, update: 0, invalid: 0 },
      variations: { create: 10_000 },
    });

    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/imports/${report.id}/commit`,
        headers,
      }),
      202,
    );
    let status = report.status;
    while (status !== 'done' && status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = ok<ImportReport>(
        await t.app.inject({ method: 'GET', url: `/api/admin/imports/${report.id}`, headers }),
      ).status;
    }
    expect(status).toBe('done');
    for (const [lang, keyword, name] of [
      ['en', 'BULK Lamp 1234', 'BULK Lamp 1234'],
      ['ar', 'مصباح 1234', 'مصباح BULK 1234'],
    ] as const) {
      const found = ok<{ items: { productName: string }[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/products/search?keyword=${encodeURIComponent(keyword)}`,
          headers: { 'accept-language': lang },
        }),
      );
      expect(found.items.map((item) => item.productName)).toContain(name);
    }
  });
});
