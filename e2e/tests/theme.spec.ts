// Theme config (spec 3, issue 2): primary colour and its darker secondary as CSS variables on
// <html>, the logo, and the document head from metadata_title/description.
import type { Page } from '@playwright/test';
import type { ThemeConfig } from '@storefront/contracts/theme';
import { API, expect, type Lang, t, test } from '../fixtures.ts';

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

/** The relative luminance (0 black … 1 white) a CSS variable renders as, whatever its syntax. */
const luminance = (page: Page, name: string) =>
  page.evaluate((n) => {
    const probe = document.createElement('div');
    probe.style.color = `var(${n})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data).map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  }, name);

test('the seeded colour #57b568 is the primary colour, with a darker secondary', async ({
  page,
  shop,
}) => {
  await shop.open('/');
  await expect.poll(() => cssVar(page, '--color-primary')).toBe('#57b568');
  const secondary = await cssVar(page, '--color-secondary');
  expect(secondary, '--color-secondary is set').not.toBe('');
  expect(secondary).not.toBe('#57b568');
  expect(await luminance(page, '--color-secondary')).toBeLessThan(
    await luminance(page, '--color-primary'),
  );
});

test('another theme colour is applied as it comes from the theme config', async ({
  page,
  shop,
}) => {
  await shop.useTheme({ color: '#1e6fd9' });
  await shop.open('/');
  await expect.poll(() => cssVar(page, '--color-primary')).toBe('#1e6fd9');
  const secondary = await cssVar(page, '--color-secondary');
  expect(secondary).not.toBe('');
  expect(secondary).not.toBe('#1e6fd9');
});

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`logo, title and description come from the theme config (${lang})`, async ({
    page,
    request,
    shop,
  }) => {
    const response = await request.get(API.themeConfig, { headers: { 'accept-language': lang } });
    expect(response.ok()).toBe(true);
    const theme = (await response.json()) as ThemeConfig;

    await shop.open('/', { lang });
    const logo = page
      .getByRole('banner')
      .getByRole('img', { name: t(lang, 'header.logoAlt', { title: theme.title }) });
    await expect(logo).toBeVisible();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    // The logo links home.
    await expect(
      page.getByRole('link', { name: t(lang, 'header.logoAlt', { title: theme.title }) }),
    ).toHaveAttribute('href', '/');

    await expect(page).toHaveTitle(theme.metadata_title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      theme.metadata_description,
    );
  });
}
