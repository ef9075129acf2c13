// The accessibility check every journey uses: axe (WCAG 2.0/2.1 A and AA) on the settled page,
// keeping only serious and critical violations, each with the elements it found them on.
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

export interface Violation {
  id: string;
  help: string;
  targets: string[];
}

export async function seriousViolations(page: Page, testInfo?: TestInfo): Promise<Violation[]> {
  // Judge the settled page, not a half-faded transition (contrast is measured on what is drawn).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  await testInfo?.attach('axe-results', {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
}
