import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3388';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
for (const lang of ['en', 'ar']) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    for (const id of [12, 40]) {
      await page.goto(`${base}/products/${id}`);
      await page.waitForLoadState('networkidle');
      const add = page.getByRole('button', { name: lang === 'en' ? 'Add to wishlist' : 'أضف إلى قائمة الأمنيات', exact: true });
      await add.click();
      await page.waitForTimeout(500);
    }
    await page.goto(`${base}/wishlist`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/wishlist-${lang}-${width}.png`, fullPage: true });
    await page.goto(`${base}/search/filterSearch?categoryId=1`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/shots/search-${lang}-${width}.png` });
    await context.close();
  }
}
await browser.close();
