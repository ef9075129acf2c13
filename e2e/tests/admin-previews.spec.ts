// The back office's previews of drafts on the real storefront (issue 28), on a shop of its own
// (the drafts are the whole shop's). The owner moves a home section and saves the draft: the
// preview's frame, the storefront drawn by the server with the draft, shows it first, in English
// and Arabic, and keeps showing it once the page is live and its answers have gone stale, while
// the shop's own home page does not change. A page's Arabic title, saved as a draft, shows in
// its preview in Arabic and not on the shop.
import { HOME_PREVIEW_PARAM } from '@storefront/contracts/admin-home';
import { PAGE_PREVIEW_PARAM } from '@storefront/contracts/admin-pages';
import '../../apps/admin/src/i18n/content.ts';
import { PREVIEW_HEADER } from '../../apps/api/src/lib/preview-token.ts';
import { adminAs, at, STAFF } from '../admin.ts';
import { expect, test } from '../fixtures.ts';
import { type OwnServer, startOwnServer } from '../own-server.ts';

test.describe.configure({ mode: 'serial' });

let own: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(150_000);
  own = await startOwnServer({});
});
test.afterAll(async () => {
  await own?.stop();
});

/** Where two headings stand in a home page's HTML: which comes first, or that one is missing. */
function firstOf(html: string, a: string, b: string) {
  const [at, bt] = [html.indexOf(`>${a}<`), html.indexOf(`>${b}<`)];
  if (at < 0 || bt < 0) return 'not both shown';
  return at < bt ? a : b;
}

test('the owner previews a home section moved up: the frame shows the draft, the shop does not', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lang = 'en';
  const context = await browser.newContext({
    baseURL: own.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const owner = await context.newPage();
  // The frame's clock runs with the page's: moved on below, to make its answers stale.
  await owner.clock.install();
  await adminAs(owner, STAFF.owner, '/admin/home', lang);
  const liveHome = async (shopLang: 'en' | 'ar') =>
    (await context.request.get(`/?lang=${shopLang}`)).text();
  expect(firstOf(await liveHome('en'), 'On sale', 'New arrivals')).toBe('New arrivals');

  await owner
    .getByRole('button', {
      name: at(lang, 'homeSections.moveUp', { name: 'On sale' }),
      exact: true,
    })
    .click();
  await owner.getByRole('button', { name: at(lang, 'homeSections.saveDraft') }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'homeSections.saved'));

  // Every call the preview's frame makes to the API carries its token.
  const frameCalls: { url: string; token: string | undefined }[] = [];
  owner.on('request', (request) => {
    if (request.frame() !== owner.mainFrame() && request.url().includes('/api/v2/')) {
      frameCalls.push({ url: request.url(), token: request.headers()[PREVIEW_HEADER] });
    }
  });

  const toggle = owner.getByRole('button', { name: at(lang, 'homeSections.preview'), exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const frameElement = owner.locator(`iframe[title="${at(lang, 'homeSections.previewFrame')}"]`);
  await expect(frameElement).toHaveAttribute('src', new RegExp(`[?&]${HOME_PREVIEW_PARAM}=`));
  const frame = owner.frameLocator(`iframe[title="${at(lang, 'homeSections.previewFrame')}"]`);
  const headings = frame.getByRole('heading', { level: 2, name: /^(On sale|New arrivals)$/ });
  await expect(headings).toHaveText(['On sale', 'New arrivals']);
  // The shop's own home page is unchanged.
  expect(firstOf(await liveHome('en'), 'On sale', 'New arrivals')).toBe('New arrivals');

  // Live, and minutes later: another tab of a row asks the API from the browser, and the first
  // tab again, its answer now stale, asks again: for the draft, with the token, each time.
  await expect(frame.locator('html[data-hydrated]')).toHaveCount(1);
  await owner.clock.fastForward('10:00');
  const tab = (name: string) => frame.getByRole('tab', { name, exact: true });
  await tab('Electronics').click();
  await expect(tab('Electronics')).toHaveAttribute('aria-selected', 'true');
  await owner.clock.fastForward('10:00');
  await tab('Just in').click();
  await expect(tab('Just in')).toHaveAttribute('aria-selected', 'true');
  await expect(headings).toHaveText(['On sale', 'New arrivals']);
  await expect(frame.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => frameCalls.length).toBeGreaterThanOrEqual(2);
  expect(frameCalls.filter((call) => call.token === undefined)).toEqual([]);

  // In Arabic, on a phone's width, chosen from the keyboard (each choice is a group of radios).
  await owner.getByRole('radio', { name: at(lang, 'homeSections.previewLanguage.en') }).focus();
  await owner.keyboard.press('ArrowRight');
  await owner.getByRole('radio', { name: at(lang, 'homeSections.previewWidth.desktop') }).focus();
  await owner.keyboard.press('ArrowRight');
  await expect(
    owner.getByRole('radio', { name: at(lang, 'homeSections.previewWidth.phone') }),
  ).toBeChecked();
  const arabic = frame.getByRole('heading', { level: 2, name: /^(عروض وتخفيضات|وصل حديثاً)$/ });
  await expect(arabic).toHaveText(['عروض وتخفيضات', 'وصل حديثاً']);
  expect(firstOf(await liveHome('ar'), 'عروض وتخفيضات', 'وصل حديثاً')).toBe('وصل حديثاً');
  await context.close();
});

test('the owner previews a page’s Arabic title in Arabic at 375 px: the frame shows it, the shop does not', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lang = 'ar';
  const context = await browser.newContext({
    baseURL: own.baseURL,
    viewport: { width: 375, height: 900 },
  });
  const owner = await context.newPage();
  await adminAs(owner, STAFF.owner, '/admin/pages/2', lang);
  await owner.getByRole('tab', { name: at(lang, 'pages.lang.ar') }).click();
  const title = owner.locator('#page-title-ar');
  await title.fill('الشحن والإرجاع في العيد');
  await owner.getByRole('button', { name: at(lang, 'pages.saveDraft') }).click();
  await expect(owner.getByRole('status').first()).toHaveText(at(lang, 'pages.saved'));

  const toggle = owner.getByRole('button', { name: at(lang, 'pages.preview'), exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const frameTitle = at(lang, 'pages.previewFrame');
  // In the language of the tab being edited, at the phone's width here.
  await expect(owner.locator(`iframe[title="${frameTitle}"]`)).toHaveAttribute(
    'src',
    new RegExp(`^/pages/2\\?lang=ar&${PAGE_PREVIEW_PARAM}=`),
  );
  const frame = owner.frameLocator(`iframe[title="${frameTitle}"]`);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('الشحن والإرجاع في العيد');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');

  // The shop's own page is unchanged, and nothing of the draft was kept for it.
  const live = await context.request.get(`/pages/${encodeURIComponent('الشحن-والإرجاع')}?lang=ar`);
  expect(live.status()).toBe(200);
  const html = await live.text();
  expect(html).toContain('الشحن والإرجاع');
  expect(html).not.toContain('الشحن والإرجاع في العيد');
  await context.close();
});
