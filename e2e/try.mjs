import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(process.env.W ?? 1280), height: 900 } });
const logs = [];
page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text()); });
page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
const url = process.env.URL ?? 'http://localhost:3300/products/1';
await page.goto(url);
await page.waitForSelector('html[data-hydrated]', { timeout: 15000 }).catch(() => logs.push('NOT HYDRATED'));
const scripts = await page.evaluate(() => performance.getEntriesByType('resource').filter(r => r.initiatorType === 'script' || r.name.endsWith('.js')).map(r => [r.name.split('/').pop(), r.transferSize, r.encodedBodySize]));
console.log('scripts', scripts.length, scripts.reduce((a, s) => a + s[2], 0));
if (process.env.ACT) { await eval(`(async () => { ${process.env.ACT} })()`); }
await page.screenshot({ path: process.env.SHOT ?? '/tmp/shot.png', fullPage: false });
console.log(logs.join('\n'));
await browser.close();
