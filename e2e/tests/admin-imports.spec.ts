// The catalogue by CSV (issue 27), as the catalogue role uses it: from the navigation to
// "Import", a file with two new products and one broken row is checked (the dry run writes
// nothing: the shop's search does not find them), imported with a progress bar, found by the
// storefront's search within 2 s, and undone. English at 1280 px, Arabic at 375 px with no
// sideways scroll; a role without catalogue.write has no "Import".
import '../../apps/admin/src/i18n/imports.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AdminCategory } from '@storefront/contracts/admin-catalogue';
import { type AdminLanguage, adminAs, at, STAFF } from '../admin.ts';
import { seriousViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';

async function noSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, what).toBeLessThanOrEqual(0);
}

/** The names the shop's search finds for a keyword, in a language. */
async function found(request: APIRequestContext, keyword: string, lang: AdminLanguage) {
  const response = await request.get(
    `/api/products/search?keyword=${encodeURIComponent(keyword)}`,
    { headers: { 'accept-language': lang } },
  );
  const body = (await response.json()) as { items: { productName: string }[] };
  return body.items.map((item) => item.productName);
}

/** A category path the shop has, in English names from the top. */
async function categoryPath(page: Page) {
  const categories = (await page.evaluate(async () => {
    const token =
      localStorage.getItem('admin.accessToken') ?? sessionStorage.getItem('admin.accessToken');
    const response = await fetch('/api/admin/categories', {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json();
  })) as AdminCategory[];
  // The last subcategory: the other journeys open the first ones, and see no extra product.
  const child = categories.findLast((category) => category.parentId !== null)!;
  const names: string[] = [];
  for (let at: AdminCategory | undefined = child; at; ) {
    names.unshift(at.name.en);
    const parentId: number | null = at.parentId;
    at = categories.find((category) => category.id === parentId);
  }
  return names.join(' > ');
}

for (const [lang, width] of [
  ['en', 1280],
  ['ar', 375],
] as const) {
  test(`a catalogue file is checked, imported and undone (${lang}, ${width} px)`, async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await adminAs(page, STAFF.catalogue, '/admin', lang);
    const main = page.getByRole('main');

    if (width < 768) await page.getByRole('button', { name: at(lang, 'nav.menu') }).click();
    await page
      .getByRole('navigation', { name: at(lang, 'nav.label') })
      .getByRole('link', { name: at(lang, 'nav.imports') })
      .click();
    await expect(page).toHaveURL(/\/admin\/imports$/);
    await expect(
      main.getByRole('heading', { level: 1, name: at(lang, 'imports.title') }),
    ).toBeVisible();

    const stamp = `${lang}${Date.now().toString(36)}`.toUpperCase();
    const path = await categoryPath(page);
    const csv = [
      'handle,name_en,name_ar,category,option1_name,option1_value,sku,price,stock',
      `E2E-${stamp}-A,Quokka lamp ${stamp},مصباح كوكا ${stamp},${path},Colour,Amber,E2E-${stamp}-A1,7.250,4`,
      `E2E-${stamp}-A,,,,,Teal,E2E-${stamp}-A2,7.500,2`,
      `E2E-${stamp}-B,Quokka vase ${stamp},مزهرية كوكا ${stamp},${path},,,,3.5,9`,
      `E2E-${stamp}-C,Quokka bowl ${stamp},,${path},,,,"12,5",1`,
    ].join('\n');
    await main.getByLabel(at(lang, 'imports.file')).setInputFiles({
      name: 'quokka.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await main.getByRole('button', { name: at(lang, 'imports.check') }).click();

    // The report: two products to create, one with an error in row 5, nothing written yet.
    await expect(page).toHaveURL(/\/admin\/imports\/\d+$/);
    await expect(main.getByText(at(lang, 'imports.planned'))).toBeVisible();
    const errors = main.getByRole('region', { name: at(lang, 'imports.errors') });
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toContainText('price');
    await expect(errors.getByRole('row').nth(1)).toContainText('12,5');
    expect(await found(request, `Quokka ${stamp}`, lang)).toEqual([]);
    await noSidewaysScroll(page, 'the report');
    expect(await seriousViolations(page, testInfo), 'the report').toEqual([]);

    // Imported: the progress runs to the end and the storefront finds both within 2 s.
    page.once('dialog', (dialog) => void dialog.accept());
    await main.getByRole('button', { name: at(lang, 'imports.commit', { count: 2 }) }).click();
    await expect(main.getByText(at(lang, 'imports.status.done'), { exact: true })).toBeVisible({
      timeout: 30_000,
    });
    const importedAt = Date.now();
    await expect
      .poll(async () => (await found(request, `Quokka ${stamp}`, 'en')).length, { timeout: 2_000 })
      .toBe(2);
    expect(Date.now() - importedAt).toBeLessThan(2_000);
    expect(await found(request, `كوكا ${stamp}`, 'ar')).toHaveLength(2);
    await noSidewaysScroll(page, 'the finished import');

    // Undone: both products are gone again.
    page.once('dialog', (dialog) => void dialog.accept());
    await main.getByRole('button', { name: at(lang, 'imports.undo') }).click();
    await expect(main.getByText(at(lang, 'imports.status.undone')).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(async () => found(request, `Quokka ${stamp}`, 'en')).toEqual([]);
    await context.close();
  });
}

test('a role without catalogue.write has no Import, and the API refuses it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await adminAs(page, STAFF.orders, '/admin', 'en');
  await expect(
    page
      .getByRole('navigation', { name: at('en', 'nav.label') })
      .getByRole('link', { name: at('en', 'nav.imports') }),
  ).toHaveCount(0);
  const status = await page.evaluate(async () => {
    const token =
      localStorage.getItem('admin.accessToken') ?? sessionStorage.getItem('admin.accessToken');
    return (await fetch('/api/admin/imports', { headers: { authorization: `Bearer ${token}` } }))
      .status;
  });
  expect(status).toBe(403);
  await context.close();
});
