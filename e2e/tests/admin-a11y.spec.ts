// The back office is usable by everyone: axe finds nothing serious on any of its pages in either
// language, and the product editor can be worked with the keyboard alone.
import { type AdminLanguage, adminAs, at, openAdmin, STAFF } from '../admin.ts';
import { seriousViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';

const PAGES = [
  // The owner's home is the dashboard (issue 26); the period switch is in the address.
  '/admin',
  '/admin?period=month',
  '/admin/products',
  '/admin/products/new',
  '/admin/products/1',
  '/admin/categories',
  '/admin/brands',
  '/admin/imports',
  '/admin/staff',
  '/admin/audit',
  // The orders (issue 26): a quick view, and the demo customer's delivered order.
  '/admin/orders',
  '/admin/orders?view=toShip',
  // Returns waiting in Hawalli, Salmiya: the area select narrowed to the governorate's own.
  '/admin/orders?view=returns&stateId=2&areaId=202',
  '/admin/orders/1',
  // The customers (issue 26): the list and a search; the demo customer's page is below.
  '/admin/customers',
  '/admin/customers?query=customer%40dukkan.demo&status=active',
  // The promo codes (issue 26): the list, a new one, and the demo's WELCOME10.
  '/admin/promotions',
  '/admin/promotions/new',
  '/admin/promotions/1',
  // The settings (issue 26): shipping methods (the list, standard's form, a new one) and payments.
  '/admin/settings',
  '/admin/settings/shipping',
  '/admin/settings/shipping/1',
  '/admin/settings/shipping/new',
  '/admin/settings/payments',
  // The look and words (issue 28): the theme with its preview, the menus, the pages, the home
  // page's sections, the translations.
  '/admin/settings/theme',
  '/admin/menus',
  '/admin/pages',
  '/admin/pages/2',
  '/admin/pages/new',
  '/admin/home',
  '/admin/translations',
  '/admin/translations?show=attention',
] as const;

for (const lang of ['en', 'ar'] as const satisfies readonly AdminLanguage[]) {
  test(`axe finds nothing serious on any back-office page (${lang})`, async ({
    page,
  }, testInfo) => {
    // 28 pages, each checked by axe: about 120 s on a quiet machine, over 140 s on a busy one.
    test.setTimeout(300_000);
    await openAdmin(page, '/admin/login', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    expect(await seriousViolations(page, testInfo), '/admin/login').toEqual([]);

    await adminAs(page, STAFF.owner, PAGES[0], lang);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(at(lang, 'common.loading'))).toHaveCount(0);
      expect(await seriousViolations(page, testInfo), path).toEqual([]);
    }

    // The demo's delivered order with its refund dialog open (issue 26): cash, so it asks how.
    await page.goto('/admin/orders/1');
    await page.getByRole('button', { name: at(lang, 'refund.open') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page, testInfo), '/admin/orders/1 refund dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A customer's page: the demo customer's id is made when the shop is seeded.
    const token = await page.evaluate(() => localStorage.getItem('admin.accessToken'));
    const found = await page.request.get('/api/admin/customers?query=customer@dukkan.demo', {
      headers: { authorization: `Bearer ${token}` },
    });
    const customerPage = `/admin/customers/${(await found.json()).items[0].id}`;
    await page.goto(customerPage);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(at(lang, 'common.loading'))).toHaveCount(0);
    expect(await seriousViolations(page, testInfo), customerPage).toEqual([]);
  });
}

test('the product editor with the keyboard alone: into a field, change it, save', async ({
  page,
}) => {
  await adminAs(page, STAFF.owner, '/admin/products/2');
  await expect(page.getByRole('button', { name: at('en', 'editor.save') })).toBeVisible();
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return {
        label: element?.getAttribute('aria-label') ?? element?.labels?.[0]?.textContent ?? '',
        text: element?.textContent ?? '',
        outline: element ? getComputedStyle(element).outlineStyle : 'none',
      };
    });
  /** Tabs forward until `matches` the focused element; fails after `limit` presses. */
  const tabTo = async (
    matches: (f: Awaited<ReturnType<typeof focused>>) => boolean,
    limit = 80,
  ) => {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const now = await focused();
      if (matches(now)) return now;
    }
    throw new Error('not reached with Tab');
  };

  // The skip link comes first and takes focus to the page.
  await page.keyboard.press('Tab');
  expect((await focused()).text).toBe(at('en', 'nav.skip'));
  await page.keyboard.press('Enter');

  const seo = await tabTo((f) => f.label.startsWith('SEO title in English'));
  expect(seo.outline, 'focus is visible').not.toBe('none');
  await page.keyboard.type('Keyboard walk');
  const save = await tabTo((f) => f.text === at('en', 'editor.save'), 200);
  expect(save.outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByText(at('en', 'editor.saved'))).toBeVisible();

  const history = await page.request.get('/api/admin/products/2', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('admin.accessToken'))}`,
    },
  });
  expect((await history.json()).seoTitle.en).toContain('Keyboard walk');
});
