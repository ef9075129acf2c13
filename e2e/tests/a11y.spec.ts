// Accessibility: axe (WCAG 2.0/2.1 A and AA) finds no serious or critical violation on the home
// page, in English and Arabic, on a desktop and a phone width.
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, LANGS, t, test } from '../fixtures.ts';

const WIDTHS = [1280, 375] as const;

async function seriousViolations(page: Page, testInfo: TestInfo) {
  // Judge the settled page, not a half-faded transition (contrast is measured on what is drawn).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await testInfo.attach('axe-results', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  if (serious.length > 0) console.info(JSON.stringify(serious, null, 2));
  return serious;
}

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
