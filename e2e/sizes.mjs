import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of (process.env.PAGES ?? '/products/1,/,/search/filterSearch?categoryId=1,/pages/1').split(',')) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await page.goto('http://localhost:3300' + path);
  await page.waitForSelector('html[data-hydrated]', { timeout: 15000 });
  await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter(r => r.name.endsWith('.js')).map(r => [r.name.split('/').pop(), r.encodedBodySize, r.transferSize]));
  console.log(path, scripts.length, 'scripts', (scripts.reduce((a, s) => a + s[1], 0)/1000).toFixed(1), 'KB bodies', (scripts.reduce((a, s) => a + s[2], 0)/1000).toFixed(1), 'KB transferred');
  if (process.env.LIST) console.log(scripts.sort((a,b)=>b[1]-a[1]).map(s=>'  '+s.join(' ')).join('\n'));
  await page.close();
}
await browser.close();
