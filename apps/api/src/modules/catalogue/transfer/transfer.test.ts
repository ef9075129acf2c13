import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminCategory, AdminProduct } from '@storefront/contracts/admin-catalogue';
import type { ImportReport } from '@storefront/contracts/admin-imports';
import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAudit, products } from '../../../db/schema.ts';
import { errorOf, ok } from '../../../test/answers.ts';
import { authHeader, createUser, signIn, useTestApp } from '../../../test/app.ts';
import { multipart, png } from '../../files/test-fixture.ts';

/**
 * Issue 27: the catalogue by CSV through the API, as the back office calls it: a dry run that
 * writes nothing, a commit by the job queue, the errors file, the export that imports as
 * unchanged, and an undo that puts every value back.
 */

const HEADER =
  'handle,name_en,name_ar,description_en,description_ar,category,brand,published,' +
  'option1_name,option1_value,option2_name,option2_value,sku,price,stock,picture';

describe('the catalogue by CSV (issue 27)', () => {
  const t = useTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0', LOG_LEVEL: 'error' } });
  const db = () => t.database.db;
  let token = '';
  let support = '';
  let leaf = '';
  let brand = '';

  const as = (who = token, lang = 'en') => ({ ...authHeader(who), 'accept-language': lang });

  const upload = async (csv: string | Buffer, query = '', who = token, zip?: Buffer) => {
    const body = await multipart([
      {
        name: 'file',
        fileName: 'products.csv',
        type: 'text/csv',
        content: typeof csv === 'string' ? Buffer.from(csv) : csv,
      },
      ...(zip
        ? [{ name: 'pictures', fileName: 'pictures.zip', type: 'application/zip', content: zip }]
        : []),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/imports${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...as(who) },
    });
  };
  const dryRun = async (csv: string | Buffer, query = '') =>
    ok<ImportReport>(await upload(csv, query), 201);
  const get = async (url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url: `/api/admin/${url}`, headers: as(token, lang) });
  const post = async (url: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: as() });

  /** Waits for the job: the report once its status is one of `statuses`. */
  const until = async (id: number, statuses: ImportReport['status'][]) => {
    for (let tries = 0; tries < 600; tries++) {
      const report = ok<ImportReport>(await get(`imports/${id}`));
      if (statuses.includes(report.status)) return report;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`import ${id} never became ${statuses.join(' or ')}`);
  };
  const commit = async (report: ImportReport) => {
    ok(await post(`imports/${report.id}/commit`), 202);
    return until(report.id, ['done', 'failed']);
  };
  const productBySku = async (sku: string) => {
    const [row] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, sku));
    return row ? ok<AdminProduct>(await get(`products/${row.id}`)) : undefined;
  };
  const productCount = async () => (await db().select({ n: count() }).from(products))[0]!.n;

  beforeAll(async () => {
    const password = 'a-long-staff-password-1';
    await createUser(db(), {
      email: 'importer@admin.test',
      password,
      role: 'staff',
      staffRoleId: 'catalogue',
    });
    await createUser(db(), {
      email: 'helper@admin.test',
      password,
      role: 'staff',
      staffRoleId: 'support',
    });
    token = (await signIn(t.app, 'importer@admin.test', password)).accessToken;
    support = (await signIn(t.app, 'helper@admin.test', password)).accessToken;
    const categories = ok<AdminCategory[]>(await get('categories'));
    const byId = new Map(categories.map((category) => [category.id, category]));
    const withChild = new Set(categories.map((category) => category.parentId));
    const deepest = categories.find((category) => !withChild.has(category.id) && category.parentId);
    const names: string[] = [];
    for (let at = deepest; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      names.unshift(at.name.en);
    }
    leaf = names.join(' > ');
    brand = (ok<{ name: { en: string } }[]>(await get('brands'))[0]?.name.en ?? '') as string;
  });

  it('a dry run says what it would do and writes nothing; the commit writes it all', async () => {
    const before = await productCount();
    const csv = [
      HEADER,
      // A product with two options and two variations; commas, quotes and a line break.
      `CSV-TEE,"Tee, ""classic""",قميص كلاسيكي,"Soft cotton.\nTwo lines.",قطن ناعم،,${leaf},${brand},true,Colour,Sand,Size,M,CSV-TEE-SAND-M,4.5,7,`,
      `CSV-TEE,,,,,,,,,Sand,,L,CSV-TEE-SAND-L,4.750,0,`,
      // A product without options.
      `CSV-MUG,Stone mug,كوب حجري,,,${leaf},,false,,,,,,2,12,`,
    ].join('\r\n');
    const report = await dryRun(csv);
    expect(report).toMatchObject({
      status: 'planned',
      rows: 3,
      products: { create: 2, update: 0, unchanged: 0, invalid: 0 },
      variations: { create: 3, update: 0, unchanged: 0 },
      errorCount: 0,
    });
    const tee = report.changes.find((change) => change.handle === 'CSV-TEE')!;
    expect(tee.action).toBe('create');
    expect(tee.fields).toContainEqual({
      field: 'price',
      variation: 'CSV-TEE-SAND-M',
      before: null,
      after: '4.500',
    });
    expect(await productCount()).toBe(before);

    const done = await commit(report);
    expect(done.status).toBe('done');
    expect(done.progress).toMatchObject({ done: 3, total: 3 });
    const saved = (await productBySku('CSV-TEE'))!;
    expect(saved).toMatchObject({
      name: { en: 'Tee, "classic"', ar: 'قميص كلاسيكي' },
      description: { en: 'Soft cotton.\nTwo lines.', ar: 'قطن ناعم،' },
      published: true,
      activeQty: 7,
    });
    expect(saved.options.map((option) => option.name.en)).toEqual(['Colour', 'Size']);
    expect(saved.variations.map((v) => [v.sku, v.price, v.activeQty, v.values])).toEqual([
      ['CSV-TEE-SAND-M', 4_500, 7, ['Sand', 'M']],
      ['CSV-TEE-SAND-L', 4_750, 0, ['Sand', 'L']],
    ]);
    expect(await productBySku('CSV-MUG')).toMatchObject({
      price: 2_000,
      activeQty: 12,
      published: false,
      variations: [],
    });
    expect(await productCount()).toBe(before + 2);
    // The storefront finds it in both languages.
    for (const [lang, text] of [
      ['en', 'classic'],
      ['ar', 'كلاسيكي'],
    ] as const) {
      const found = ok<{ items: { productName: string }[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/products/search?keyword=${encodeURIComponent(text)}`,
          headers: { 'accept-language': lang },
        }),
      );
      expect(found.items.map((item) => item.productName)).toContain(
        lang === 'en' ? 'Tee, "classic"' : 'قميص كلاسيكي',
      );
    }
    // Committed once: a second commit is refused.
    errorOf(await post(`imports/${report.id}/commit`), 409);
  });

  it('reports exactly the broken rows, with their row numbers, and writes nothing', async () => {
    const before = await productCount();
    const csv = [
      HEADER,
      `BRK-1,One,,,,Nowhere > Else,,true,,,,,,1,1,`,
      `BRK-2,Two,,,,${leaf},,true,,,,,,"12,5",1,`,
      `BRK-3,Three,,,,${leaf},,true,,,,,,3,-1,`,
      `BRK-4,Four,,,,${leaf},,true,Size,S,,,DUP-SKU,4,1,`,
      `BRK-5,Five,,,,${leaf},,true,Size,S,,,DUP-SKU,4,1,`,
      `BRK-6,Six,,,,${leaf},,true,,,,,,6,1,`,
      `BRK-6,Sixth,,,,,,,,,,,,,,`,
    ].join('\n');
    const report = await dryRun(csv);
    expect(report.errors.map((error) => [error.row, error.column, error.code])).toEqual([
      [2, 'category', 'categoryUnknown'],
      [3, 'price', 'price'],
      [4, 'stock', 'stock'],
      [6, 'sku', 'skuDuplicate'],
      [8, 'name_en', 'conflict'],
    ]);
    expect(report.errorCount).toBe(5);
    expect(report.errors[1]!.message).toMatch(/dot and at most 3 decimals/);
    expect(report.products).toMatchObject({ create: 1, invalid: 5 });
    expect(await productCount()).toBe(before);

    // In Arabic the same errors are worded in Arabic; the file of rows with errors too.
    const arabic = ok<ImportReport>(await get(`imports/${report.id}`, 'ar'));
    expect(arabic.errors[1]!.message).toMatch(/نقطة/);
    const file = await get(`imports/${report.id}/errors`, 'ar');
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`${HEADER},error`);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      'BRK-1',
      'BRK-2',
      'BRK-3',
      'BRK-5',
      'BRK-6',
    ]);
    expect(lines[2]).toMatch(/price: .*نقطة/);
  });

  it('reads semicolons, a byte-order mark and columns in any order; unknown columns are errors', async () => {
    const report = await dryRun(
      `\uFEFFprice;handle;name_en;category\n3.25;SEMI-1;Semi one;${leaf}\n`,
    );
    expect(report).toMatchObject({ errorCount: 0, products: { create: 1 } });
    const wrong = await dryRun(`handle,prcie\nX-1,3\n`);
    expect(wrong.errors).toMatchObject([{ row: 1, column: 'prcie', code: 'unknownColumn' }]);
    const noHandle = await dryRun(`sku,price\nX-1,3\n`);
    expect(noHandle.errors).toMatchObject([{ row: 1, column: 'handle', code: 'handleMissing' }]);
    const notText = errorOf(await upload(Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0xc3])), 400);
    expect(notText.fields).toHaveProperty('file');
  });

  it('an export imports again as zero changes, Arabic intact', async () => {
    const exported = await get('products/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment; filename="products-/);
    expect(exported.body).toContain('قميص كلاسيكي');
    const report = await dryRun(exported.rawPayload);
    expect(report.errors).toEqual([]);
    expect(report.products.create + report.products.update).toBe(0);
    expect(report.products.unchanged).toBeGreaterThan(10);
    expect(report.changes).toEqual([]);
  });

  it('an undo puts back every value the import changed, and is audited', async () => {
    const tee = (await productBySku('CSV-TEE'))!;
    const csv = [
      'handle,sku,price,stock,name_ar,option1_value,option2_value',
      'CSV-TEE,CSV-TEE-SAND-M,5.000,3,قميص جديد,,',
      'CSV-TEE,CSV-TEE-SAND-XL,5.250,9,,Sand,XL',
      `CSV-NEW,,1.5,2,,,`,
    ].join('\n');
    const report = await dryRun(`${csv}\n`, '?createMissing=true');
    expect(report.products).toMatchObject({ create: 0, update: 1, invalid: 1 });
    expect(report.errors).toMatchObject([
      { row: 4, column: 'name_en', code: 'required' },
      { row: 4, column: 'category', code: 'required' },
    ]);
    const teeChange = report.changes[0]!;
    expect(teeChange.fields).toEqual(
      expect.arrayContaining([
        { field: 'name_ar', variation: null, before: 'قميص كلاسيكي', after: 'قميص جديد' },
        { field: 'price', variation: 'CSV-TEE-SAND-M', before: '4.500', after: '5.000' },
        { field: 'stock', variation: 'CSV-TEE-SAND-M', before: '7', after: '3' },
        { field: 'sku', variation: 'CSV-TEE-SAND-XL', before: null, after: 'CSV-TEE-SAND-XL' },
      ]),
    );
    await commit(report);
    const changed = (await productBySku('CSV-TEE'))!;
    expect(changed.name.ar).toBe('قميص جديد');
    expect(changed.variations.map((v) => [v.sku, v.price, v.activeQty])).toEqual([
      ['CSV-TEE-SAND-M', 5_000, 3],
      ['CSV-TEE-SAND-L', 4_750, 0],
      ['CSV-TEE-SAND-XL', 5_250, 9],
    ]);

    // Another role may not undo it.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/imports/${report.id}/undo`,
          headers: as(support),
        })
      ).statusCode,
    ).toBe(403);
    ok(await post(`imports/${report.id}/undo`), 202);
    const undone = await until(report.id, ['undone']);
    expect(undone.undoneAt).not.toBeNull();
    const restored = (await productBySku('CSV-TEE'))!;
    const { updatedAt: _a, ...was } = tee;
    const { updatedAt: _b, ...now } = restored;
    expect(now).toEqual(was);
    const audit = await db().select().from(adminAudit).where(eq(adminAudit.entity, 'import'));
    expect(
      audit.filter((row) => row.entityId === String(report.id)).map((row) => row.action),
    ).toEqual(expect.arrayContaining(['commit', 'undo']));
  });

  it('an undo names the products changed since, and undoes the others when asked', async () => {
    const report = await dryRun(
      [
        HEADER,
        `UND-1,Undo one,,,,${leaf},,true,,,,,,1,1,`,
        `UND-2,Undo two,,,,${leaf},,true,,,,,,2,2,`,
      ].join('\n'),
    );
    await commit(report);
    const one = (await productBySku('UND-1'))!;
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${one.id}/stock`,
        headers: as(),
        payload: { delta: 4, reason: 'received' },
      }),
    );
    const refused = await post(`imports/${report.id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ changedSince: ['UND-1'] });
    ok(
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/imports/${report.id}/undo?skipChanged=true`,
        headers: as(),
      }),
      202,
    );
    const undone = await until(report.id, ['undone']);
    expect(undone.changedSince).toEqual(['UND-1']);
    expect(await productBySku('UND-2')).toBeUndefined();
    expect((await productBySku('UND-1'))!.activeQty).toBe(5);
  });

  it('takes pictures from a ZIP uploaded with the file, by name', async () => {
    const zip = Buffer.from(
      zipSync({
        'photos/lamp-front.png': png(30, 20),
        'notes.txt': new TextEncoder().encode('hi'),
      }),
    );
    const csv = [
      'handle,name_en,category,price,stock,picture',
      `ZIP-LAMP,Zip lamp,${leaf},9,1,lamp-front.png`,
      `ZIP-NOTE,Zip note,${leaf},9,1,notes.txt`,
      `ZIP-NONE,Zip none,${leaf},9,1,missing.png`,
    ].join('\n');
    const report = ok<ImportReport>(await upload(csv, '', token, zip), 201);
    expect(report.errors.map((error) => [error.row, error.column, error.code])).toEqual([
      [3, 'picture', 'pictureType'],
      [4, 'picture', 'pictureUnknown'],
    ]);
    await commit(report);
    const lamp = (await productBySku('ZIP-LAMP'))!;
    expect(lamp.pictures).toHaveLength(1);
    expect(lamp.pictures[0]!.url).toMatch(/^\/files\/uploads\/.+\.png$/);
    const notZip = errorOf(await upload(csv, '', token, Buffer.from('not a zip')), 400);
    expect(notZip.fields).toHaveProperty('pictures');
  });

  it('the sample file the back office offers imports as it says', async () => {
    const sample = readFileSync(
      path.join(import.meta.dirname, '../../../../../admin/public/catalogue-sample.csv'),
    );
    const report = await dryRun(sample);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ rows: 4, products: { create: 2 }, variations: { create: 4 } });
  });

  it('is for catalogue writers only', async () => {
    expect((await upload(`${HEADER}\n`, '', support)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/imports', headers: as(support) }))
        .statusCode,
    ).toBe(403);
  });
});
