// Accessibility: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the home
// page, in English and Arabic, on a desktop and a phone width.
import { seriousViolations } from '../axe.ts';
import { expect, LANGS, t, test } from '../fixtures.ts';

const WIDTHS = [1280, 375] as const;

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`home page, ${lang}, ${width} px: no serious accessibility violations`, async ({
      page,
      shop,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 800 });
      await shop.open('/', { lang });
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, testInfo)).toEqual([]);
    });
  }

  test(`slide-in menu, ${lang}, 375 px: no serious accessibility violations`, async ({
    page,
    shop,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await shop.open('/', { lang });
    await page.getByRole('button', { name: t(lang, 'header.openMenu') }).click();
    await expect(page.getByRole('dialog', { name: t(lang, 'header.mainMenu') })).toBeVisible();
    expect(await seriousViolations(page, testInfo)).toEqual([]);
  });
}
