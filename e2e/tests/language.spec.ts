// Spec 4 Language: choosing a language stores it and reloads the page; Arabic is right-to-left and
// the whole layout mirrors; the selector shows only when the theme lists more than one language.
import type { Page } from '@playwright/test';
import { expect, type Lang, t, test } from '../fixtures.ts';

const html = (page: Page) => page.locator('html');

/** Where the logo sits: the layout mirrors, so it starts the line on the left in en, right in ar. */
async function logoSide(page: Page, lang: Lang) {
  const logo = page.getByRole('banner').getByRole('link').first();
  const box = await logo.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `the header's first link has a box (${lang})`).not.toBeNull();
  return box!.x + box!.width / 2 < width / 2 ? 'left' : 'right';
}

async function chooseLanguage(page: Page, from: Lang, option: string) {
  const select = page.getByRole('combobox', { name: t(from, 'header.language') });
  await expect(select).toBeVisible();
  await Promise.all([page.waitForEvent('load'), select.selectOption({ label: option })]);
}

test('switching to Arabic reloads right-to-left, persists across reloads, and back to English', async ({
  page,
  shop,
}) => {
  await shop.open('/');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  expect(await logoSide(page, 'en')).toBe('left');

  await chooseLanguage(page, 'en', 'العربية');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await shop.ready('ar');
  await expect(page.getByRole('navigation', { name: t('ar', 'header.mainMenu') })).toBeVisible();
  expect(await shop.stored('lang')).toBe('ar');
  expect(await logoSide(page, 'ar')).toBe('right');

  // The server writes the page in the chosen language too: right-to-left from the first byte.
  expect(await (await page.request.get('/')).text()).toContain('<html lang="ar" dir="rtl">');
  await page.reload();
  await shop.ready('ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('navigation', { name: t('ar', 'header.mainMenu') })).toBeVisible();

  await chooseLanguage(page, 'ar', 'English');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await shop.ready('en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await shop.stored('lang')).toBe('en');
});

test('every API call sends the stored language', async ({ page, shop }) => {
  const languages = new Map<string, string | undefined>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) {
      languages.set(`${request.method()} ${url.pathname}`, request.headers()['accept-language']);
    }
  });
  await shop.open('/', { lang: 'ar' });
  await page.waitForLoadState('networkidle');
  expect(languages.size).toBeGreaterThan(0);
  for (const [call, language] of languages) expect(language, call).toBe('ar');
});

test('?lang=ar opens the shop in Arabic', async ({ page, shop }) => {
  await page.goto('/?lang=ar');
  await shop.ready('ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
});

test('the language selector is hidden when the theme lists one language', async ({
  page,
  shop,
}) => {
  await shop.useTheme({ languages: ['en'] });
  await shop.open('/');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);
});
